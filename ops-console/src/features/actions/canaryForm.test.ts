import { describe, expect, it } from 'vitest';
import { readCanaryFields } from './canaryForm';

const fields = { version: '1.1.0', percent: '50', ramp: '', everyMinutes: '10' };

describe('readCanaryFields', () => {
  it('reads a fixed share', () => {
    expect(readCanaryFields(fields)).toEqual({
      plan: { version: '1.1.0', percent: 50, ramp: null },
    });
  });

  it('reads a ramp, its first step being the share, its interval in milliseconds', () => {
    expect(readCanaryFields({ ...fields, ramp: '5, 25 50,100', everyMinutes: '15' })).toEqual({
      plan: { version: '1.1.0', percent: 5, ramp: { steps: [5, 25, 50, 100], everyMs: 900_000 } },
    });
  });

  it('names each problem as the server’s rules would', () => {
    expect(readCanaryFields({ ...fields, version: '', percent: '0' })).toEqual({
      problems: {
        version: 'Pick a published version.',
        percent: 'A whole percentage from 1 to 100.',
      },
    });
    for (const ramp of ['25, 5', '100', '5, 150', '5, x'])
      expect(readCanaryFields({ ...fields, ramp }), ramp).toHaveProperty('problems.ramp');
    expect(readCanaryFields({ ...fields, ramp: '5,100', everyMinutes: '0' })).toHaveProperty(
      'problems.everyMinutes',
    );
  });
});
