import { describe, expect, it } from 'vitest';
import { trackReads } from './trackReads';

describe('trackReads', () => {
  it('records the properties read and their values, and nothing else', () => {
    const { tracked, read } = trackReads({
      brandName: 'Gold',
      phone: '+91 1',
      email: 'a@b.example',
    });
    expect(`${tracked.brandName} ${tracked.phone}`).toBe('Gold +91 1');
    expect(read).toEqual({ brandName: 'Gold', phone: '+91 1' });
  });

  it('records every property a spread copies', () => {
    const { tracked, read } = trackReads({ a: 1, b: [2] });
    expect({ ...tracked }).toEqual({ a: 1, b: [2] });
    expect(read).toEqual({ a: 1, b: [2] });
  });
});
