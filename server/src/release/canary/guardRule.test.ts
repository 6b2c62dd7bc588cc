import { describe, expect, it } from 'vitest';
import { judgeCanary, ratePercent } from './guardRule';

const defaults = { minViews: 20, maxRatePercent: 5, maxRatio: 2 };
const canary = (views: number, failures: number) => ({ version: '1.1.0', views, failures });
const stable = (views: number, failures: number) => ({ version: '1.0.0', views, failures });
const verdict = (
  c: ReturnType<typeof canary>,
  s: ReturnType<typeof stable>,
  thresholds = defaults,
) => judgeCanary(c, s, thresholds).verdict;

describe('judgeCanary', () => {
  it('judges nothing below the minimum of canary page views, and judges at exactly the minimum', () => {
    expect(verdict(canary(19, 19), stable(500, 0))).toBe('waiting');
    expect(verdict(canary(20, 1), stable(500, 0))).toBe('red');
    expect(verdict(canary(20, 0), stable(500, 0))).toBe('green');
  });

  it('ends a canary exactly at the rate, not just below it', () => {
    expect(verdict(canary(20, 1), stable(500, 0))).toBe('red'); // 5 %
    expect(verdict(canary(21, 1), stable(500, 0))).toBe('green'); // 4.76 %
    expect(verdict(canary(60, 3), stable(500, 0))).toBe('red'); // 5 %, no floating point slip
  });

  it('ends a canary exactly at the ratio to stable, not just below it', () => {
    expect(verdict(canary(100, 10), stable(100, 5))).toBe('red'); // 10 % = 2 × 5 %
    expect(verdict(canary(100, 10), stable(100, 6))).toBe('green'); // 10 % < 2 × 6 %
    // Above the rate but no worse than stable: the site is failing, not the canary.
    expect(verdict(canary(100, 30), stable(1000, 300))).toBe('green');
  });

  it('with stable at 0 %, any canary rate at or above the rate is past the ratio', () => {
    expect(verdict(canary(40, 2), stable(1000, 0))).toBe('red');
    expect(verdict(canary(40, 1), stable(1000, 0))).toBe('green'); // 2.5 % < 5 %
  });

  it('with no stable page views to compare with, the rate alone decides', () => {
    expect(verdict(canary(20, 1), stable(0, 0))).toBe('red');
    expect(verdict(canary(20, 0), stable(0, 0))).toBe('green');
  });

  it('compares thresholds with decimals to the hundredth', () => {
    const strict = { minViews: 40, maxRatePercent: 2.5, maxRatio: 1.5 };
    expect(verdict(canary(40, 1), stable(300, 5), strict)).toBe('red'); // 2.5 % = 1.5 × 1.67 %
    expect(verdict(canary(40, 1), stable(300, 6), strict)).toBe('green'); // 2.5 % < 1.5 × 2 %
    expect(verdict(canary(41, 1), stable(300, 0), strict)).toBe('green'); // 2.44 %
  });

  it('gives the figures of both versions and the rule in its reason', () => {
    expect(judgeCanary(canary(20, 5), stable(187, 1), defaults).reason).toBe(
      "canary 1.1.0 failed on 5 of 20 page views (25 %), stable 1.0.0 failed on 1 of 187 page views (0.53 %): at or above 5 % and 2× stable's rate",
    );
    expect(judgeCanary(canary(3, 1), stable(0, 0), defaults).reason).toBe(
      'canary 1.1.0 failed on 1 of 3 page views (33 %), stable 1.0.0 failed on 0 of 0 page views (-): 20 canary page views are needed to judge',
    );
  });

  it('prints a rate without page views as "-"', () => {
    expect([
      ratePercent({ views: 0, failures: 0 }),
      ratePercent({ views: 3, failures: 1 }),
    ]).toEqual(['-', '33 %']);
  });
});
