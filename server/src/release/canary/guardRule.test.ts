import { describe, expect, it } from 'vitest';
import { describeThresholds, judgeCanary, MIN_FAILED_VISITORS, ratePercent } from './guardRule';

const defaults = { minVisitors: 10, maxRatePercent: 5, maxRatio: 2 };
const canary = (visitors: number, failed: number) => ({ version: '1.1.0', visitors, failed });
const stable = (visitors: number, failed: number) => ({ version: '1.0.0', visitors, failed });
const judge = (c: ReturnType<typeof canary>, s: ReturnType<typeof stable>, thresholds = defaults) =>
  judgeCanary(c, s, thresholds);
const verdict = (c: ReturnType<typeof canary>, s: ReturnType<typeof stable>, t = defaults) =>
  judge(c, s, t).verdict;

/** The canary's verdicts as its visitors come, one by one, failing every `every`-th. */
function verdictsAsVisitorsCome(visitors: number, every: number, s: ReturnType<typeof stable>) {
  return Array.from({ length: visitors }, (_, i) =>
    verdict(canary(i + 1, Math.floor((i + 1) / every)), s),
  );
}

describe('judgeCanary', () => {
  it('waits below the minimum of canary visitors, and judges at exactly the minimum', () => {
    expect(verdict(canary(9, 9), stable(500, 0))).toBe('waiting');
    expect(verdict(canary(10, 9), stable(500, 0))).toBe('red');
    expect(verdict(canary(10, 0), stable(500, 0))).toBe('green');
  });

  it('ends a canary failing half its visitors within 10 to 20 of them', () => {
    for (const s of [stable(240, 0), stable(500, 5), stable(2000, 40)]) {
      const firstRed = verdictsAsVisitorsCome(40, 2, s).indexOf('red') + 1;
      expect(firstRed).toBeGreaterThanOrEqual(10);
      expect(firstRed).toBeLessThanOrEqual(20);
    }
  });

  it('leaves a canary as good as stable green over hundreds of visitors', () => {
    for (const every of [100, 50, 33]) {
      // Stable at the same 1, 2 or 3 %, over the window's 600 visitors.
      const s = stable(600, Math.floor(600 / every));
      expect(verdictsAsVisitorsCome(600, every, s).slice(9)).not.toContain('red');
    }
  });

  it('never ends a canary on fewer than five failed visitors, however clean stable is', () => {
    expect(verdict(canary(10, 4), stable(10_000, 0))).toBe('waiting');
    expect(verdict(canary(10, 4.9), stable(10_000, 0))).toBe('waiting');
    expect(verdict(canary(10, MIN_FAILED_VISITORS), stable(10_000, 0))).toBe('red');
    expect(judge(canary(10, 4), stable(10_000, 0)).reason).toMatch(
      /, but 5 failed visitors are needed to end it$/,
    );
  });

  it('judges fractional figures (visitors sharing an address) as whole ones', () => {
    expect(verdict(canary(9.5, 5), stable(240.5, 0.5))).toBe('waiting');
    expect(verdict(canary(10.5, 5.5), stable(240.25, 0.33))).toBe('red');
    expect(verdict(canary(100.5, 1.5), stable(240.25, 2.33))).toBe('green');
    expect(judge(canary(10.5, 5.5), stable(240.25, 1 / 3)).reason).toMatch(
      /^canary 1\.1\.0 failed for 5\.5 of 10\.5 visitors \(52 %\), stable 1\.0\.0 for 0\.3 of 240\.3 \(0\.14 %\): /,
    );
  });

  it('leaves a canary alone when the site fails as much for stable', () => {
    expect(verdict(canary(100, 30), stable(1000, 300))).toBe('green');
    expect(verdict(canary(300, 100), stable(1000, 300))).toBe('green');
    // Twice stable's rate, on a failing site, is still the canary's.
    expect(verdict(canary(100, 65), stable(1000, 300))).toBe('red');
  });

  it('takes the bad rate as the thresholds say: the rate, or the ratio to stable when higher', () => {
    const { evidence } = judge(canary(100, 10), stable(1000, 30));
    expect(evidence.threshold).toBeCloseTo(6.91, 2);
    // Stable 3 % with the prior (2.9 %), taken a margin above it.
    expect(evidence.stableRatePercent).toBeGreaterThan(2.9);
    expect(evidence.stableRatePercent).toBeLessThan(3.8);
    expect(evidence.badRatePercent).toBeCloseTo(2 * evidence.stableRatePercent, 10);
    expect(judge(canary(100, 10), stable(1000, 0)).evidence.badRatePercent).toBeCloseTo(5, 10);
    const strict = { minVisitors: 10, maxRatePercent: 2.5, maxRatio: 1.5 };
    expect(judge(canary(100, 10), stable(1000, 0), strict).evidence.badRatePercent).toBeCloseTo(
      2.5,
      10,
    );
  });

  it('finds no evidence when the bad rate is no higher than stable', () => {
    const lax = { minVisitors: 10, maxRatePercent: 5, maxRatio: 0.5 };
    const { verdict: v, evidence } = judge(canary(100, 100), stable(1000, 500), lax);
    expect([v, evidence.logLikelihoodRatio]).toEqual(['green', 0]);
  });

  it('without stable visitors, the prior stands in for stable', () => {
    expect(verdict(canary(20, 10), stable(0, 0))).toBe('waiting');
    expect(verdict(canary(30, 15), stable(0, 0))).toBe('red');
    expect(verdict(canary(300, 3), stable(0, 0))).toBe('green');
  });

  it('gives both versions’ figures and the evidence against its bar in its reason', () => {
    expect(judge(canary(18, 9), stable(240, 0)).reason).toBe(
      'canary 1.1.0 failed for 9 of 18 visitors (50 %), stable 1.0.0 for 0 of 240 (0 %): evidence 19.7 against a bar of 6.9 that it fails at 5 % or more (stable taken at 0.54 %)',
    );
    expect(judge(canary(200, 2), stable(500, 5)).reason).toBe(
      'canary 1.1.0 failed for 2 of 200 visitors (1 %), stable 1.0.0 for 5 of 500 (1 %): evidence -4.7 against a bar of 6.9 that it fails at 5 % or more (stable taken at 1.6 %)',
    );
    expect(judge(canary(3, 1), stable(0, 0)).reason).toBe(
      'canary 1.1.0 failed for 1 of 3 visitors (33 %), stable 1.0.0 for 0 of 0 (-): 10 canary visitors are needed to judge',
    );
  });
});

describe('describeThresholds', () => {
  it('prints the thresholds as the audit trail shows them', () => {
    expect(describeThresholds(defaults)).toBe(
      "min 10 visitors, bad at 5 % or 2× stable's, the higher",
    );
  });
});

describe('ratePercent', () => {
  it('prints a rate with two significant digits, and "-" without visitors', () => {
    expect([
      ratePercent({ visitors: 0, failed: 0 }),
      ratePercent({ visitors: 3, failed: 1 }),
      ratePercent({ visitors: 240.5, failed: 0.5 }),
    ]).toEqual(['-', '33 %', '0.21 %']);
  });
});
