import type { TrafficSeries } from '@gold/registry/model';

/** A window the charts offer: how far back, and how many minutes each point adds up. */
export interface TrafficWindow {
  label: string;
  minutes: number;
  /** Minutes per point: a day of single minutes is 1440 points of a few views each, too noisy to read. */
  perPoint: number;
}

export const TRAFFIC_WINDOWS: readonly TrafficWindow[] = [
  { label: '15 min', minutes: 15, perPoint: 1 },
  { label: '1 h', minutes: 60, perPoint: 1 },
  { label: '24 h', minutes: 1440, perPoint: 10 },
];

/** One point of one version: its page views, failures, failure rate and share of all views. */
export interface WindowPoint {
  start: string;
  views: number;
  failures: number;
  /** failures / views in percent, at most 100; null without views. */
  ratePercent: number | null;
  /** This version's share of the point's page views, in percent; null when nothing was viewed. */
  sharePercent: number | null;
}

/** Each version's points over the window, `perPoint` minutes added up into each, oldest first. */
export function windowPoints(
  series: TrafficSeries,
  perPoint: number,
): { version: string; points: WindowPoint[] }[] {
  const length = Math.ceil((series.versions[0]?.points.length ?? 0) / perPoint);
  const sums = series.versions.map(({ version, points }) => ({
    version,
    sums: Array.from({ length }, (_, i) => {
      const slice = points.slice(i * perPoint, (i + 1) * perPoint);
      return {
        start: slice[0]!.minute,
        views: slice.reduce((sum, p) => sum + p.views, 0),
        failures: slice.reduce((sum, p) => sum + p.failures, 0),
      };
    }),
  }));
  const totals = Array.from({ length }, (_, i) =>
    sums.reduce((sum, s) => sum + s.sums[i]!.views, 0),
  );
  return sums.map(({ version, sums: points }) => ({
    version,
    points: points.map((p, i) => ({
      ...p,
      // A failure may be reported in the point after its view started: a rate is at most 100 %.
      ratePercent: p.views ? Math.min(100, (100 * p.failures) / p.views) : null,
      sharePercent: totals[i] ? (100 * p.views) / totals[i]! : null,
    })),
  }));
}
