import type { RemoteName } from '@gold/routes';
import type { AuditEntry, RemoteChannels, RemoteVersion } from './types';

// The JSON of the ops registry endpoints, as the server sends and takes it. Types only, here
// rather than in the server, so that a browser app (the release console) can read the same
// shapes without importing server code.

/** When the canary guard ends a canary (docs/decisions/0043-guard-counts-visitors-sequentially.md). */
export interface GuardThresholds {
  /** The canary's distinct visitors (each address weighing at most one) needed before it is judged. */
  minVisitors: number;
  /** The failure rate, in percent, that the guard's test takes as a bad canary (at the least). */
  maxRatePercent: number;
  /** How many times stable's failure rate that bad rate is (at the least). */
  maxRatio: number;
}

/**
 * A version's visitors over the guard's window: those whose browser started it, and those of them
 * it failed for. Each address weighs at most one visitor, shared among the visitors behind it, so
 * both may be fractional.
 */
export interface VersionFigures {
  version: string;
  visitors: number;
  failed: number;
}

/**
 * red: the canary is to be ended; waiting: too few canary visitors, or evidence that leans
 * towards a bad canary without settling it (a ramp holds); green: the evidence leans towards
 * stable's rate (a ramp moves on).
 */
export type Verdict = 'red' | 'green' | 'waiting';

/** What the guard's sequential test weighed: its evidence against the canary, and the bar. */
export interface GuardEvidence {
  /** Stable's failure rate as the test takes it (its figures with the stated prior), in percent. */
  stableRatePercent: number;
  /** The rate the test takes as a bad canary, in percent. */
  badRatePercent: number;
  /** The log-likelihood ratio of "bad" against "as good as stable" on the canary's figures. */
  logLikelihoodRatio: number;
  /** The ratio at or above which the canary is ended. */
  threshold: number;
}

export interface Judgement {
  verdict: Verdict;
  /** The figures and the rule they met, for the audit trail and `registry status`. */
  reason: string;
  evidence: GuardEvidence;
}

/**
 * What a ramp's next step waits for now: `time` (the step's interval is still running),
 * `visitors` (its time is up, the guard has too few canary visitors to judge), `evidence` (the
 * guard is not green: its evidence leans towards a bad canary), `look` (all met: the guard's next
 * look moves it), `resume` (paused) or `promotion` (a last step below 100 holds until promoted).
 */
export type RampWait = 'time' | 'visitors' | 'evidence' | 'look' | 'resume' | 'promotion';

/** A ramp's next step, as the server computes it (rampSchedule.ts's `rampOutlook`). */
export interface RampOutlook {
  /** The next step's share in percent (100 promotes); null at the last step. */
  nextPercent: number | null;
  /** When the step's interval is up; null while paused (the step's clock stands still). */
  dueAt: string | null;
  /** The step's time still to run: 0 once up; while paused, what resume carries on with. */
  remainingMs: number;
  /** Canary visitors the guard still needs before it judges (a ramp moves only on green). */
  visitorsNeeded: number;
  waitingFor: RampWait;
}

/** A progressive rollout as reported: percentages in order, each held `everyMs`. */
export interface RampReport {
  steps: number[];
  /** Index into `steps` of the percentage served now. */
  step: number;
  everyMs: number;
  stepStartedAt: string;
  paused: boolean;
  /** When it was paused; null while it runs. */
  pausedAt: string | null;
  outlook: RampOutlook;
}

/** One remote's rollout as ops and the release console see it (GET /ops/registry/rollouts). */
export interface RemoteRollout extends RemoteChannels {
  /** When the running canary started (the guard counts its figures from then). */
  canaryStartedAt: string | null;
  ramp: RampReport | null;
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
  /**
   * How the last canary ended, where it was aborted (by the guard or an operator) and no canary
   * has started or been promoted since: who, when, and why (the guard's figures).
   */
  endedCanary: AuditEntry | null;
}

export interface RolloutReport {
  windowMinutes: number;
  defaults: GuardThresholds;
  remotes: RemoteRollout[];
}

/** One minute of one version: page views, failures and their rate in percent (null: no views). */
export interface TrafficPoint {
  minute: string;
  views: number;
  failures: number;
  ratePercent: number | null;
}

/** GET /ops/registry/:remote/traffic: each version's minutes, oldest first, every minute present. */
export interface TrafficSeries {
  remote: RemoteName;
  minutes: number;
  /** The first minute of the window (the charts' left edge). */
  from: string;
  versions: { version: string; points: TrafficPoint[] }[];
}

/** A remote version that failed in visitors' browsers: how many page views saw it fail. */
export interface RemoteFailure {
  remote: RemoteName;
  version: string;
  channel: string;
  phase: string;
  count: number;
  lastAt: string;
}

/** One remote in GET /ops/registry: its channels, published versions and failures. */
export interface RemoteStatus extends RemoteChannels {
  versions: string[];
  failures: RemoteFailure[];
}

/** GET /ops/registry: what `registry status` prints. */
export interface RegistryStatus {
  remotes: RemoteStatus[];
  recentChanges: AuditEntry[];
  rollouts: RolloutReport;
}

/** GET /ops/registry/:remote: every version and every change, newest change first. */
export interface RemoteHistory {
  versions: RemoteVersion[];
  changes: AuditEntry[];
}

/** What every change may carry: why, and the revision it was decided on (409 when stale). */
export interface ChangeBody {
  reason?: string;
  revision?: number;
}

/** POST /ops/registry/:remote/canary: a share in percent, or a ramp (never both). */
export interface CanaryBody extends ChangeBody {
  version: string;
  percent?: number;
  ramp?: { steps: number[]; everyMs: number };
}

/** POST /ops/registry/:remote/ramp: the steps after the current one, and a new interval if any. */
export interface RampEditBody extends ChangeBody {
  steps: number[];
  everyMs?: number;
}

/** POST /ops/registry/:remote/promote: the canary unless a version is named. */
export interface PromoteBody extends ChangeBody {
  version?: string;
}

/** POST /ops/registry/:remote/rollback: the stable version before the current one unless named. */
export interface RollbackBody extends ChangeBody {
  to?: string;
}

/** The body of every refusal: what was wrong, and for a 400 each problem. */
export interface OpsRefusal {
  error: string;
  details?: string[];
}

/**
 * A preview link issued (GET /ops/registry/previews): who issued it, until when it works, and
 * whether it was revoked. Never the signed grant itself: the link is shown once, when issued.
 */
export interface PreviewGrantView {
  id: string;
  remote: RemoteName;
  version: string;
  issuedAt: string;
  issuedBy: string;
  /** The ops token that issued it. */
  issuedToken: string | null;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
}
