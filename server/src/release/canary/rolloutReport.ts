import type {
  GuardThresholds,
  RemoteRollout,
  RolloutReport,
  TrafficPoint,
  TrafficSeries,
} from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database';
import { listGuardSettings } from '../store/guardSettings';
import { endedCanaries, lastChangesBy, listChannels } from '../store/registry';
import { trafficPerMinute } from '../store/versionTraffic';
import { GUARD_ACTOR, RAMP_ACTOR } from './canaryGuard';
import { readCanaries, type GuardWindow } from './canaryReadings';
import { rampOutlook } from '../registry/rampSchedule';

const iso = (ms: number) => new Date(ms).toISOString();

// The report's shapes are the ops API's, shared with the release console.
export type {
  RemoteRollout,
  RolloutReport,
  TrafficPoint,
  TrafficSeries,
} from '@gold/registry/model';

/**
 * Each remote's channels, ramp, thresholds, guard verdict and last automatic decision: of
 * `remotes` (a scoped token's), or of all.
 */
export async function rolloutReport(
  db: Queryable,
  window: GuardWindow,
  remotes: readonly RemoteName[] | null = null,
  now = Date.now(),
): Promise<RolloutReport> {
  const readings = await readCanaries(db, window, now);
  const channels = await listChannels(db);
  const settings = await listGuardSettings(db);
  const decisions = await lastChangesBy(db, [GUARD_ACTOR, RAMP_ACTOR]);
  const ended = await endedCanaries(db);
  const rollouts = remoteNames
    .filter((remote) => remotes?.includes(remote) ?? true)
    .map((remote: RemoteName): RemoteRollout => {
      const reading = readings.find((r) => r.channels.remote === remote);
      const own = settings.get(remote) ?? {};
      const ramp = reading?.rollout.ramp;
      return {
        ...(reading?.channels ??
          channels.find((c) => c.remote === remote) ?? {
            remote,
            stable: null,
            canary: null,
            revision: 0,
          }),
        canaryStartedAt: reading ? iso(reading.rollout.startedAt) : null,
        ramp:
          reading && ramp
            ? {
                ...ramp,
                stepStartedAt: iso(ramp.stepStartedAt),
                paused: ramp.pausedAt !== null,
                pausedAt: ramp.pausedAt === null ? null : iso(ramp.pausedAt),
                outlook: rampOutlook(
                  ramp,
                  {
                    verdict: reading.judgement.verdict,
                    visitors: reading.canary.visitors,
                    minVisitors: reading.thresholds.minVisitors,
                  },
                  now,
                ),
              }
            : null,
        thresholds: {
          ...window.defaults,
          ...own,
          own: Object.keys(own) as (keyof GuardThresholds)[],
        },
        guard: reading
          ? {
              ...reading.judgement,
              canary: { ...reading.canary, since: iso(reading.canary.since) },
              stable: { ...reading.stable, since: iso(reading.stable.since) },
            }
          : null,
        lastDecision: decisions.get(remote) ?? null,
        endedCanary: ended.get(remote) ?? null,
      };
    });
  return {
    windowMinutes: window.windowMs / 60_000,
    defaults: window.defaults,
    remotes: rollouts,
  };
}

/**
 * Each version's page views, failures and failure rate per minute over the last `minutes`, every
 * minute present (zeros where nothing was counted), oldest first: the console's charts.
 */
export async function trafficSeries(
  db: Queryable,
  remote: RemoteName,
  minutes: number,
  now = Date.now(),
): Promise<TrafficSeries> {
  const first = Math.floor(now / 60_000) * 60_000 - (minutes - 1) * 60_000;
  const rows = await trafficPerMinute(db, remote, first);
  const axis = Array.from({ length: minutes }, (_, i) => iso(first + i * 60_000));
  const byKey = new Map(rows.map((row) => [`${row.version} ${row.minute}`, row]));
  const versions = [...new Set(rows.map((row) => row.version))].map((version) => ({
    version,
    points: axis.map((minute): TrafficPoint => {
      const row = byKey.get(`${version} ${minute}`);
      const views = row?.views ?? 0;
      const failures = row?.failures ?? 0;
      // A view's failure may be reported in the minute after it started, or more than once (a
      // retry fails again): a minute's rate is at most every view failing.
      const ratePercent = views ? Math.min(100, (100 * failures) / views) : null;
      return { minute, views, failures, ratePercent };
    }),
  }));
  return { remote, minutes, from: iso(first), versions };
}
