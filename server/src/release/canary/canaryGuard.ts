import { GUARD_ACTOR, RAMP_ACTOR } from '@gold/registry/model';
import type { Database, DatabaseLogger } from '../../platform/database';
import { pruneTraffic } from '../store/versionTraffic';
import { pruneVisitors } from '../store/versionVisitors';
import { formatDuration } from '../durations';
import { readCanaries, type CanaryReading, type GuardWindow } from './canaryReadings';
import { rampMove } from '../registry/rampSchedule';
import { RegistryError } from '../registryErrors';
import type { RegistryService } from '../registry/registryService';
import type { ServerMetrics } from '../../platform/metrics/serverMetrics';

// Who the audit trail names for the guard's rollbacks and the ramp's steps (the console reads them).
export { GUARD_ACTOR, RAMP_ACTOR };

/** Traffic older than this is dropped: the longest window the config allows, a day. */
const TRAFFIC_KEPT_MS = 24 * 3_600_000;

export interface CanaryGuardOptions extends GuardWindow {
  /** How often the guard looks at the running canaries. */
  intervalMs: number;
  log: DatabaseLogger & { warn(details: object, message: string): void };
  now?: () => number;
  /** Where its verdicts, the changes it made and its failed looks are counted. */
  metrics?: Pick<ServerMetrics, 'guardVerdict' | 'guardDecision' | 'guardFailed'>;
}

/**
 * Watches every running canary, in every instance: ends one whose failure rate crosses its
 * thresholds (see `guardRule`), and moves a ramp on once its step has been healthy for its
 * interval. Each change carries the channels' revision it was decided on, so when several
 * instances decide the same thing at once, one change lands and the others are refused (409) and
 * dropped: one decision, never a double rollback.
 */
export class CanaryGuard {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private prunedAt = 0;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly registry: RegistryService,
    private readonly options: CanaryGuardOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One look at every canary; a look still running is not started again. */
  tick(): Promise<void> {
    this.running ??= this.look()
      .catch((err: unknown) => {
        this.options.metrics?.guardFailed();
        this.options.log.error({ err }, 'canary guard: look failed');
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async look(): Promise<void> {
    const now = this.now();
    for (const reading of await readCanaries(this.db, this.options, now)) {
      await this.decide(reading, now).catch((error: unknown) => {
        // Another instance or an operator changed this canary since it was read.
        if (!(error instanceof RegistryError && error.status === 409)) throw error;
      });
    }
    if (now - this.prunedAt > 3_600_000) {
      await pruneTraffic(this.db, now - TRAFFIC_KEPT_MS);
      await pruneVisitors(this.db, now - TRAFFIC_KEPT_MS);
      this.prunedAt = now;
    }
  }

  private async decide({ channels, rollout, judgement }: CanaryReading, now: number) {
    const { remote, revision, canary } = channels;
    const { metrics } = this.options;
    metrics?.guardVerdict(remote, judgement.verdict);
    if (judgement.verdict === 'red') {
      await this.registry.channels.abortCanary(remote, {
        actor: GUARD_ACTOR,
        reason: judgement.reason,
        revision,
      });
      metrics?.guardDecision(remote, 'abort');
      this.options.log.warn(
        { remote, version: canary.version },
        `canary ended: ${judgement.reason}`,
      );
      return;
    }
    const { ramp } = rollout;
    if (!ramp) return;
    const move = rampMove(ramp, judgement.verdict, now);
    if (move === 'hold') return;
    const step = ramp.step + 1;
    const change = {
      actor: RAMP_ACTOR,
      reason: `ramp step ${step + 1} of ${ramp.steps.length}: ${ramp.steps[step]} % after ${formatDuration(ramp.everyMs)} healthy at ${ramp.steps[ramp.step]} %; ${judgement.reason}`,
      revision,
    };
    if (move === 'promote') await this.registry.channels.promote(remote, canary.version, change);
    else await this.registry.channels.rampTo(remote, step, change);
    metrics?.guardDecision(remote, move === 'promote' ? 'promote' : 'ramp');
  }
}
