import type { TrafficSeries } from '@gold/registry/model';
import { rateText } from '../../rollout/describeRollout';

/** A version's totals over the series. */
export interface VersionTotals {
  version: string;
  views: number;
  failures: number;
}

/** Each version's page views and failures added up over the minutes shown. */
export function versionTotals(series: TrafficSeries): VersionTotals[] {
  return series.versions.map(({ version, points }) => ({
    version,
    views: points.reduce((sum, p) => sum + p.views, 0),
    failures: points.reduce((sum, p) => sum + p.failures, 0),
  }));
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The charts' text alternative: each version's totals and failure rate over the window
 * (`label`: `1 h`), in one sentence.
 */
export function trafficSummary(series: TrafficSeries, label: string): string {
  const totals = versionTotals(series);
  if (totals.length === 0) return `No page views in the last ${label}.`;
  return `Last ${label}: ${totals
    .map(
      (t) =>
        `${t.version} ${count(t.views, 'page view')}, ${count(t.failures, 'failure')} (${rateText(t.views, t.failures)})`,
    )
    .join('; ')}.`;
}
