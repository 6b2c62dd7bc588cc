import type {
  GuardEvidence,
  GuardThresholds,
  Judgement,
  VersionFigures,
} from '@gold/registry/model';

// Shapes of the ops API (the release console reads them too).
export type { GuardEvidence, Judgement, Verdict, VersionFigures } from '@gold/registry/model';

// The rule of docs/decisions/0043-guard-counts-visitors-sequentially.md. The constants were
// chosen on the figures guardRule.simulation.test.ts measures.

/**
 * The prior on stable's failure rate, Beta(0.5, 49.5): a mean of 1 % weighing as much as 50
 * visitors. It stands in while stable has few visitors in the window and fades once it has
 * hundreds.
 */
export const STABLE_PRIOR = { failed: 0.5, visitors: 50 } as const;

/**
 * Stable is taken this many standard deviations of its posterior above the posterior's mean.
 * Stable's rate is itself measured: taken at its mean, a stable that happened to fail less than
 * usual made a healthy canary look worse (2.2 % of healthy canaries ended at 1 visitor a second,
 * in simulation; 0.23 % with the margin).
 */
export const STABLE_MARGIN_SD = 1.5;

/**
 * The chance a canary exactly as good as stable is ever ended, over all the guard's looks. The
 * likelihood ratio of a canary failing at stable's rate is a martingale of mean 1, so by Ville's
 * inequality it ever reaches 1/alpha with a chance of at most alpha, however often it is looked
 * at (when stable's rate is known exactly; the margin above covers it being measured).
 */
export const ALPHA = 0.001;

/**
 * No canary is ended on fewer failed visitors: a few failures are anyone's bad luck, and a few
 * are what a few attackers can report. A new visitor's bucket comes from its network
 * (visitorCookie.ts), so each network an attacker holds lands in a 5 % canary by a 5 % chance:
 * ten of them put five in it by a chance of 6 in 100,000.
 */
export const MIN_FAILED_VISITORS = 5;

// Rates are kept inside (0, 1) so that the logs stay finite.
const RATE_FLOOR = 0.0001;
const RATE_CAP = 0.99;
const BAR = Math.log(1 / ALPHA);
const BAR_TEXT = BAR.toFixed(1);

/** The thresholds as the audit trail and `registry status` print them. */
export const describeThresholds = (t: GuardThresholds) =>
  `min ${t.minVisitors} visitors, bad at ${t.maxRatePercent} % or ${t.maxRatio}× stable's, the higher`;

/** A failure rate in percent as people read it: 25, 2.5, 0.12; "-" without visitors. */
export function ratePercent({ visitors, failed }: Pick<VersionFigures, 'visitors' | 'failed'>) {
  return visitors === 0 ? '-' : `${shown((100 * failed) / visitors)} %`;
}

// Two significant digits of a percentage, as `registry status` has always printed rates.
const shown = (percent: number) => Number(percent.toPrecision(2));
// Visitors behind one address share its weight: one decimal is enough to read.
const count = (n: number) => String(Math.round(n * 10) / 10);
const clamp = (rate: number) => Math.min(RATE_CAP, Math.max(RATE_FLOOR, rate));

/**
 * Weighs the evidence of Wald's sequential probability ratio test that the canary fails at the
 * bad rate p1 rather than at stable's p0, on its (fractional) figures. p0 is stable's figures
 * with {@link STABLE_PRIOR}, taken {@link STABLE_MARGIN_SD} above the mean; p1 is
 * `maxRatePercent`, or `maxRatio` times p0 when higher.
 */
export function weighEvidence(
  canary: VersionFigures,
  stable: VersionFigures,
  { maxRatePercent, maxRatio }: GuardThresholds,
): GuardEvidence {
  const weight = stable.visitors + STABLE_PRIOR.visitors;
  const mean = (Math.min(stable.failed, stable.visitors) + STABLE_PRIOR.failed) / weight;
  const p0 = clamp(mean + STABLE_MARGIN_SD * Math.sqrt((mean * (1 - mean)) / (weight + 1)));
  const p1 = clamp(Math.max(maxRatePercent / 100, maxRatio * p0));
  const failed = Math.min(canary.failed, canary.visitors);
  // A bad rate no higher than stable's (a ratio below 1 on a failing site) cannot tell a bad
  // canary from stable: no evidence either way.
  const logLikelihoodRatio =
    p1 <= p0
      ? 0
      : failed * Math.log(p1 / p0) + (canary.visitors - failed) * Math.log((1 - p1) / (1 - p0));
  return {
    stableRatePercent: 100 * p0,
    badRatePercent: 100 * p1,
    logLikelihoodRatio,
    threshold: BAR,
  };
}

/**
 * Judges a canary against stable, as often as the guard looks: waiting below `minVisitors`
 * canary visitors; red when the test's evidence ({@link weighEvidence}) reaches ln(1/{@link
 * ALPHA}) on at least {@link MIN_FAILED_VISITORS} failed visitors; green when the evidence
 * leans towards stable's rate (at most 0), which is what moves a ramp on; waiting otherwise,
 * while the evidence leans towards the bad rate without reaching the bar. A failure that hits
 * stable as much (the site's, not the canary's) raises p0 and p1 with it and does not end the
 * canary.
 */
export function judgeCanary(
  canary: VersionFigures,
  stable: VersionFigures,
  thresholds: GuardThresholds,
): Judgement {
  const evidence = weighEvidence(canary, stable, thresholds);
  const figures =
    `canary ${canary.version} failed for ${count(canary.failed)} of ${count(canary.visitors)} visitors (${ratePercent(canary)}), ` +
    `stable ${stable.version} for ${count(stable.failed)} of ${count(stable.visitors)} (${ratePercent(stable)})`;
  if (canary.visitors < thresholds.minVisitors)
    return {
      verdict: 'waiting',
      reason: `${figures}: ${thresholds.minVisitors} canary visitors are needed to judge`,
      evidence,
    };
  const { logLikelihoodRatio } = evidence;
  const weighed =
    `evidence ${logLikelihoodRatio.toFixed(1)} against a bar of ${BAR_TEXT} that it fails at ` +
    `${shown(evidence.badRatePercent)} % or more (stable taken at ${shown(evidence.stableRatePercent)} %)`;
  if (logLikelihoodRatio <= 0)
    return { verdict: 'green', reason: `${figures}: ${weighed}`, evidence };
  if (logLikelihoodRatio < BAR)
    return { verdict: 'waiting', reason: `${figures}: ${weighed}, not yet either way`, evidence };
  if (canary.failed < MIN_FAILED_VISITORS)
    return {
      verdict: 'waiting',
      reason: `${figures}: ${weighed}, but ${MIN_FAILED_VISITORS} failed visitors are needed to end it`,
      evidence,
    };
  return { verdict: 'red', reason: `${figures}: ${weighed}`, evidence };
}
