import { describe, expect, it } from 'vitest';
import { judgeCanary } from './guardRule';

// The guard's rule applied as the guard applies it, to simulated traffic: it looks every 5 s over
// a 10-minute window, the canary's figures counted from its start, stable's over the window, and a
// visitor's report is in the figures of the first look at least 1 s (the flush) after it. The
// figures docs/decisions/0043-guard-counts-visitors-sequentially.md gives are printed here.
// Seeded, so every run measures the same figures.

const thresholds = { minVisitors: 10, maxRatePercent: 5, maxRatio: 2 };
const LOOK_S = 5;
const WINDOW_S = 600;
const FLUSH_S = 1;
const LOOKS = WINDOW_S / LOOK_S;

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function mulberry32(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = () => number;

/** Draws Poisson counts of one mean by inverting its distribution (one uniform a draw). */
function poisson(mean: number, random: Random) {
  const cdf: number[] = [];
  let term = Math.exp(-mean);
  let sum = term;
  cdf.push(sum);
  while (sum < 1 - 1e-12 && cdf.length < mean + 20 * Math.sqrt(mean) + 20) {
    term *= mean / cdf.length;
    sum += term;
    cdf.push(sum);
  }
  return () => {
    const u = random();
    let [lo, hi] = [0, cdf.length - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

interface Traffic {
  name: string;
  /** Visitors a second over the whole site (of the remote under canary). */
  perSecond: number;
  /** The canary's share of them. */
  canaryShare: number;
}
const low: Traffic = { name: 'low', perSecond: 0.2, canaryShare: 0.05 };
const medium: Traffic = { name: 'medium', perSecond: 1, canaryShare: 0.5 };
const high: Traffic = { name: 'high', perSecond: 10, canaryShare: 0.05 };

/**
 * One canary over the window: the look (1-based) that ended it (0: none), and its visitors by
 * then or at the window's end. Arrivals are a Poisson process, so each look's new visitors,
 * failed and not, are independent Poisson counts. Look k, 5k + 1 s after the canary started,
 * sees the visitors that came before 5k.
 */
function runCanary(traffic: Traffic, stableRate: number, canaryRate: number, random: Random) {
  const stablePerLook = traffic.perSecond * (1 - traffic.canaryShare) * LOOK_S;
  const canaryPerLook = traffic.perSecond * traffic.canaryShare * LOOK_S;
  const stableOk = poisson(stablePerLook * (1 - stableRate), random);
  const stableFailed = poisson(stablePerLook * stableRate, random);
  const canaryOk = poisson(canaryPerLook * (1 - canaryRate), random);
  const canaryFailed = poisson(canaryPerLook * canaryRate, random);
  // Stable's looks: the window before the canary started, then those while it runs.
  const bins = Array.from({ length: 2 * LOOKS }, () => {
    const failed = stableFailed();
    return { visitors: failed + stableOk(), failed };
  });
  const stable = { version: '1.0.0', visitors: 0, failed: 0 };
  for (const bin of bins.slice(0, LOOKS)) {
    stable.visitors += bin.visitors;
    stable.failed += bin.failed;
  }
  const canary = { version: '1.1.0', visitors: 0, failed: 0 };
  for (let look = 1; look <= LOOKS; look++) {
    const [gone, come] = [bins[look - 1]!, bins[LOOKS + look - 1]!];
    stable.visitors += come.visitors - gone.visitors;
    stable.failed += come.failed - gone.failed;
    const failed = canaryFailed();
    canary.visitors += failed + canaryOk();
    canary.failed += failed;
    if (judgeCanary(canary, stable, thresholds).verdict === 'red')
      return { endedAt: look, visitors: canary.visitors };
  }
  return { endedAt: 0, visitors: canary.visitors };
}

/** Of `runs` canaries, the share ended within the window and the share judged at all. */
function shares(runs: number, seed: number, run: (random: Random) => ReturnType<typeof runCanary>) {
  const random = mulberry32(seed);
  let [ended, judged] = [0, 0];
  for (let i = 0; i < runs; i++) {
    const { endedAt, visitors } = run(random);
    if (endedAt > 0) ended++;
    if (visitors >= thresholds.minVisitors) judged++;
  }
  return { ended: ended / runs, judged: judged / runs };
}

const pct = (share: number) => `${(100 * share).toFixed(2)} %`;

describe('the guard rule on simulated traffic', () => {
  const described = (traffic: Traffic) =>
    `${traffic.name} traffic (${traffic.perSecond}/s, ${100 * traffic.canaryShare} % canary)`;
  const judged = (share: number) => `${pct(share)} reached ${thresholds.minVisitors} visitors`;

  // 10,000 canaries take a second or two each: past vitest's 5 s on a slow, busy machine.
  it.each([low, medium, high])(
    'ends at most 1 % of healthy canaries at baselines of 0.2 to 3 %, at $name traffic',
    { timeout: 30_000 },
    (traffic) => {
      const share = shares(10_000, Math.round(traffic.perSecond * 10), (random) => {
        const baseline = 0.002 + 0.028 * random();
        return runCanary(traffic, baseline, baseline, random);
      });
      console.info(
        `healthy, ${described(traffic)}, baseline 0.2-3 %: ${pct(share.ended)} of 10,000 ended (${judged(share.judged)})`,
      );
      expect(share.ended).toBeLessThanOrEqual(0.01);
    },
  );

  it('reports how often a healthy canary is ended on a baseline of 5 %, above the prior', () => {
    for (const [i, traffic] of [low, medium, high].entries()) {
      const share = shares(1_000, 11 + i, (random) => runCanary(traffic, 0.05, 0.05, random));
      console.info(
        `healthy, ${described(traffic)}, baseline 5 %: ${pct(share.ended)} of 1,000 ended`,
      );
      expect(share.ended).toBeLessThan(0.05);
    }
  });

  it('ends a canary failing half its visitors, at one canary visitor a second, within 30 s', () => {
    const random = mulberry32(21);
    const decisions = Array.from({ length: 1_000 }, () => detect(random));
    const seconds = decisions.map((d) => d.seconds);
    const failed = decisions.map((d) => d.failed);
    const median = quantile(seconds, 0.5);
    console.info(
      `failing half, 1 canary visitor/s, stable 1 %: ended ${median.toFixed(1)} s (median), ` +
        `${quantile(seconds, 0.95).toFixed(1)} s (p95) after the first failing visitor, ` +
        `on ${quantile(failed, 0.5)} failed visitors (median), ${quantile(failed, 0.95)} (p95)`,
    );
    expect(median).toBeLessThanOrEqual(30);
  });

  it('reports how often a canary failing slowly is ended within the window', () => {
    const cases = [
      { traffic: low, rate: 0.2 },
      { traffic: medium, rate: 0.2 },
      { traffic: medium, rate: 0.05 },
    ];
    for (const [i, { traffic, rate }] of cases.entries()) {
      const share = shares(1_000, 31 + i, (random) => runCanary(traffic, 0.01, rate, random));
      console.info(
        `failing ${100 * rate} %, stable 1 %, ${described(traffic)}: ${pct(share.ended)} ended (${judged(share.judged)})`,
      );
      expect(share.ended).toBeGreaterThan(0);
    }
  });
});

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

/**
 * A canary failing half its visitors, one a second, stable 1 visitor a second at 1 %, the guard
 * looking at a random phase: the seconds from its first failing visitor to the look that ended
 * it, and the failed visitors that look counted.
 */
function detect(random: Random) {
  const arrivals = (perSecond: number, from: number, to: number, rate: number) => {
    const gap = () => -Math.log(1 - random()) / perSecond;
    const events: { at: number; failed: boolean }[] = [];
    for (let at = from + gap(); at < to; at += gap()) events.push({ at, failed: random() < rate });
    return events;
  };
  const canaryEvents = arrivals(1, 0, WINDOW_S, 0.5);
  const stableEvents = arrivals(1, -WINDOW_S, WINDOW_S, 0.01);
  const firstFailed = canaryEvents.find((e) => e.failed)!;
  const phase = LOOK_S * random();
  for (let look = phase; look <= WINDOW_S; look += LOOK_S) {
    const seen = (e: { at: number }) => e.at + FLUSH_S <= look;
    const canary = figures('1.1.0', canaryEvents.filter(seen));
    const stable = figures(
      '1.0.0',
      stableEvents.filter((e) => seen(e) && e.at > look - WINDOW_S),
    );
    if (judgeCanary(canary, stable, thresholds).verdict === 'red')
      return { seconds: look - firstFailed.at, failed: canary.failed };
  }
  // Never seen in these runs; a test fails on it rather than measure around it.
  throw new Error('a canary failing half its visitors was not ended within the window');
}

const figures = (version: string, events: { failed: boolean }[]) => ({
  version,
  visitors: events.length,
  failed: events.filter((e) => e.failed).length,
});
