import type { AuditEntry, RemoteChannels } from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Queryable } from '../db';
import type { GuardThresholds } from '../db/guardSettings';
import { listGuardSettings } from '../db/guardSettings';
import { lastChangesBy, listChannels } from '../db/registry';
import { trafficPerMinute } from '../db/versionTraffic';
import { GUARD_ACTOR, RAMP_ACTOR } from './canaryGuard';
import { readCanaries, type GuardWindow } from './canaryReadings';
import type { Judgement, VersionFigures } from './guardRule';

const iso = (ms: number) => new Date(ms).toISOString();

/** One remote's rollout as ops and the release console see it. */
export interface RemoteRollout extends RemoteChannels {
  /** When the running canary started (the guard counts its figures from then). */
  canaryStartedAt: string | null;
  ramp: {
    steps: number[];
    /** Index into `steps` of the percentage served now. */
    step: number;
    everyMs: number;
    stepStartedAt: string;
    paused: boolean;
  } | null;
  /** The thresholds in force, and which of them the remote sets itself (the rest are defaults). */
  thresholds: GuardThresholds & { own: (keyof GuardThresholds)[] };
  /** The guard's verdict on the running canary now, with the figures it is based on. */
  guard:
    | (Judgement & {
        canary: VersionFigures & { since: string };
        stable: VersionFigures & { since: string };
      })
    | null;
  /** The last change the guard or the ramp made, with its reason. */
  lastDecision: AuditEntry | null;
}

export interface RolloutReport {
  windowMinutes: number;
  defaults: GuardThresholds;
  remotes: RemoteRollout[];
}

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
        ramp: ramp ? { ...ramp, stepStartedAt: iso(ramp.stepStartedAt) } : null,
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
      };
    });
  return {
    windowMinutes: window.windowMs / 60_000,
    defaults: window.defaults,
    remotes: rollouts,
  };
}

/** One minute of one version: page views, failures and their rate in percent (null: no views). */
export interface TrafficPoint {
  minute: string;
  views: number;
  failures: number;
  ratePercent: number | null;
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
): Promise<{
  remote: RemoteName;
  minutes: number;
  versions: { version: string; points: TrafficPoint[] }[];
}> {
  const first = Math.floor(now / 60_000) * 60_000 - (minutes - 1) * 60_000;
  const rows = await trafficPerMinute(db, remote, first);
  const axis = Array.from({ length: minutes }, (_, i) => iso(first + i * 60_000));
  const versions = [...new Set(rows.map((row) => row.version))].map((version) => ({
    version,
    points: axis.map((minute): TrafficPoint => {
      const row = rows.find((r) => r.version === version && r.minute === minute);
      const views = row?.views ?? 0;
      const failures = row?.failures ?? 0;
      return { minute, views, failures, ratePercent: views ? (100 * failures) / views : null };
    }),
  }));
  return { remote, minutes, versions };
}
