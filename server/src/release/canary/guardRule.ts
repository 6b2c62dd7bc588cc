import type { GuardThresholds, Judgement, VersionFigures } from '@gold/registry/model';

// Shapes of the ops API (the release console reads them too).
export type { Judgement, Verdict, VersionFigures } from '@gold/registry/model';

/** The thresholds as the audit trail and `registry status` print them. */
export const describeThresholds = (t: GuardThresholds) =>
  `min ${t.minViews} views, rate ≥ ${t.maxRatePercent} %, ≥ ${t.maxRatio}× stable's`;

/** A failure rate in percent as people read it: 25, 2.5, 0.12; "-" without page views. */
export function ratePercent({ views, failures }: Pick<VersionFigures, 'views' | 'failures'>) {
  return views === 0 ? '-' : `${Number(((100 * failures) / views).toPrecision(2))} %`;
}

const described = (channel: string, f: VersionFigures) =>
  `${channel} ${f.version} failed on ${f.failures} of ${f.views} page views (${ratePercent(f)})`;

// Thresholds in hundredths, so that "exactly at the rate" is compared in whole numbers.
const hundredths = (value: number) => Math.round(value * 100);

/**
 * Judges a canary against stable. Red when the canary has at least `minViews` page views, a
 * failure rate at or above `maxRatePercent`, and at or above `maxRatio` times stable's rate.
 * Without stable page views there is nothing to compare with, and the rate alone decides;
 * stable at 0 % makes any canary failure rate "above the ratio".
 */
export function judgeCanary(
  canary: VersionFigures,
  stable: VersionFigures,
  { minViews, maxRatePercent, maxRatio }: GuardThresholds,
): Judgement {
  const figures = `${described('canary', canary)}, ${described('stable', stable)}`;
  if (canary.views < minViews)
    return {
      verdict: 'waiting',
      reason: `${figures}: ${minViews} canary page views are needed to judge`,
    };
  const atRate = canary.failures * 100 * 100 >= hundredths(maxRatePercent) * canary.views;
  const atRatio =
    stable.views === 0 ||
    canary.failures * stable.views * 100 >= hundredths(maxRatio) * stable.failures * canary.views;
  const rule = `${maxRatePercent} % and ${maxRatio}× stable's rate`;
  if (atRate && atRatio) return { verdict: 'red', reason: `${figures}: at or above ${rule}` };
  return { verdict: 'green', reason: `${figures}: below ${rule}` };
}
