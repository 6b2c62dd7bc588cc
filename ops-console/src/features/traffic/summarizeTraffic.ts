import type { TrafficSeries } from '@gold/registry/model';
import { rateText } from '../overview/describeRollout';

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

/** The charts' text alternative: each version's totals and failure rate, in one sentence. */
export function trafficSummary(series: TrafficSeries): string {
  const totals = versionTotals(series);
  if (totals.length === 0) return `No page views in the last ${series.minutes} minutes.`;
  return `Last ${series.minutes} minutes: ${totals
    .map(
      (t) =>
        `${t.version} ${count(t.views, 'page view')}, ${count(t.failures, 'failure')} (${rateText(t.views, t.failures)})`,
    )
    .join('; ')}.`;
}

/** The minutes in which any version was viewed or failed, for the figures table. */
export function busyMinutes(series: TrafficSeries): string[] {
  const minutes = new Set<string>();
  for (const { points } of series.versions)
    for (const point of points) if (point.views || point.failures) minutes.add(point.minute);
  return [...minutes].sort();
}
