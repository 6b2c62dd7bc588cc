import { describe, expect, it } from 'vitest';
import { versionKey } from './versionKey';

describe('versionKey', () => {
  it('names a version as remote@version, the registry maps and the served-versions header alike', () => {
    expect(versionKey('calculator', '1.1.0')).toBe('calculator@1.1.0');
    expect(versionKey('home', '2.0.0-rc.1')).not.toBe(versionKey('home', '2.0.0'));
  });
});
