import type {
  AuditEntry,
  RampReport,
  RemoteChannels,
  RemoteRollout,
  Verdict,
} from '@gold/registry/model';

/** A canary as people read it: `1.1.0 at 50 %`, or `none`. */
export function canaryText(canary: RemoteChannels['canary']): string {
  return canary ? `${canary.version} at ${canary.percent} %` : 'none';
}

/** Where a ramp is: `step 2 of 4: 25 %`. */
export function rampStepText(ramp: Pick<RampReport, 'steps' | 'step'>): string {
  return `step ${ramp.step + 1} of ${ramp.steps.length}: ${ramp.steps[ramp.step]} %`;
}

/** Milliseconds as people say them: `2 h`, `10 min`, `30 s`, `500 ms` (as the CLI prints them). */
export function durationText(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** A failure rate in percent, two significant digits: `25 %`, `2.5 %`, `-` without any count. */
export function rateText(views: number, failures: number): string {
  return views === 0 ? '-' : `${Number(((100 * failures) / views).toPrecision(2))} %`;
}

/** The guard's verdict as a word people read; not a colour alone. */
export function verdictText(verdict: Verdict | null): string {
  if (!verdict) return 'no canary';
  return verdict === 'waiting' ? 'waiting for evidence' : verdict;
}

/** A time of day in the operator's own zone, seconds shown: the console refreshes every few. */
export function timeText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
}

/**
 * The guard's or the ramp's last decision when it concerns the canary running now (its version,
 * since it started); undefined for one about an earlier canary, or when none is running.
 */
export function currentDecision(
  rollout: Pick<RemoteRollout, 'canary' | 'canaryStartedAt' | 'lastDecision'>,
): AuditEntry | undefined {
  const { canary, canaryStartedAt, lastDecision } = rollout;
  if (!canary || !canaryStartedAt || !lastDecision) return undefined;
  const current =
    lastDecision.version === canary.version &&
    Date.parse(lastDecision.at) >= Date.parse(canaryStartedAt);
  return current ? lastDecision : undefined;
}

/** A count of visitors as the guard weighs them (a network at most one): `12`, `3.5`. */
export function visitorsText(count: number): string {
  return String(Number(count.toFixed(1)));
}
