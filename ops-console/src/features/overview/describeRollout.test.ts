import { describe, expect, it } from 'vitest';
import { canaryText, durationText, rampStepText, rateText, verdictText } from './describeRollout';

describe('describeRollout', () => {
  it('names the ramp step with its share, counting from one', () => {
    expect(rampStepText({ steps: [5, 25, 50, 100], step: 1 })).toBe('step 2 of 4: 25 %');
    expect(rampStepText({ steps: [50, 100], step: 0 })).toBe('step 1 of 2: 50 %');
  });

  it('writes a canary with its share, and its absence', () => {
    expect(canaryText({ version: '1.1.0', percent: 50 })).toBe('1.1.0 at 50 %');
    expect(canaryText(null)).toBe('none');
  });

  it('writes durations and failure rates as the CLI does', () => {
    expect(durationText(600_000)).toBe('10 min');
    expect(durationText(7_200_000)).toBe('2 h');
    expect(durationText(1500)).toBe('1500 ms');
    expect(rateText(0, 0)).toBe('-');
    expect(rateText(40, 10)).toBe('25 %');
    expect(rateText(3, 1)).toBe('33 %');
  });

  it('says "not enough views" for a canary the guard is waiting on', () => {
    expect(verdictText('waiting')).toBe('not enough views');
    expect(verdictText('red')).toBe('red');
    expect(verdictText(null)).toBe('no canary');
  });
});
