import type { CanaryGuardConfig } from '@gold/config/server';
import type { RemoteChannels } from '@gold/registry/model';
import type { Queryable } from '../../platform/database';
import { listRollouts, type CanaryRollout } from '../store/canaryRollouts';
import { listGuardSettings, type GuardThresholds } from '../store/guardSettings';
import { listChannels } from '../store/registry';
import { visitorsSince } from '../store/versionVisitors';
import { judgeCanary, type Judgement, type VersionFigures } from './guardRule';

/** What the guard reads: its default thresholds and how far back it counts. */
export interface GuardWindow {
  defaults: GuardThresholds;
  windowMs: number;
}

/** The guard's window as the config gives it. */
export function guardWindowOf(config: CanaryGuardConfig): GuardWindow {
  const { minVisitors, maxRatePercent, maxRatio, windowMinutes } = config;
  return { defaults: { minVisitors, maxRatePercent, maxRatio }, windowMs: windowMinutes * 60_000 };
}

/** A running canary as the guard sees it. */
export interface CanaryReading {
  channels: RemoteChannels & { stable: string; canary: NonNullable<RemoteChannels['canary']> };
  rollout: CanaryRollout;
  thresholds: GuardThresholds;
  /** The canary's visitors since it started (at most the window), stable's over the window. */
  canary: VersionFigures & { since: number };
  stable: VersionFigures & { since: number };
  judgement: Judgement;
}

/**
 * Reads every running canary with its figures and the guard's verdict. The channels are read
 * first and straight from the database: a change acted on carries their revision, so anything
 * changed after this read makes that change a no-op (compare-and-swap).
 */
export async function readCanaries(
  db: Queryable,
  { defaults, windowMs }: GuardWindow,
  now: number,
): Promise<CanaryReading[]> {
  const channels = await listChannels(db);
  const rollouts = await listRollouts(db);
  const settings = await listGuardSettings(db);
  const readings: CanaryReading[] = [];
  for (const channel of channels) {
    const { remote, stable, canary } = channel;
    if (!canary || !stable) continue;
    // A canary without a rollout record cannot say when it started: the whole window counts.
    const rollout = rollouts.find((r) => r.remote === remote && r.version === canary.version) ?? {
      remote,
      version: canary.version,
      startedAt: now - windowMs,
      ramp: null,
    };
    const windowStart = now - windowMs;
    const canarySince = Math.max(rollout.startedAt, windowStart);
    const canaryFigures = {
      version: canary.version,
      since: canarySince,
      ...(await visitorsSince(db, remote, canary.version, canarySince)),
    };
    const stableFigures = {
      version: stable,
      since: windowStart,
      ...(await visitorsSince(db, remote, stable, windowStart)),
    };
    const thresholds = { ...defaults, ...settings.get(remote) };
    readings.push({
      channels: { ...channel, stable, canary },
      rollout,
      thresholds,
      canary: canaryFigures,
      stable: stableFigures,
      judgement: judgeCanary(canaryFigures, stableFigures, thresholds),
    });
  }
  return readings;
}
