import { valid, lt } from 'semver';
import { previousStable } from './stableHistory';
import type { AuditEntry } from './types';

type Change = Pick<AuditEntry, 'action' | 'version' | 'previous'>;

/** The audit actions after which a version serves visitors again. */
const servedAgain: ReadonlySet<AuditEntry['action']> = new Set([
  'canary',
  'promote',
  'rollback',
  'swap',
]);

/**
 * The versions an operator or the guard ended (an aborted canary, a stable version rolled back
 * from) and nobody has put on a channel since, from `changes` oldest first: the server's
 * `listEndedVersions` over one remote's audit trail.
 */
export function endedVersions(changes: readonly Change[]): Set<string> {
  const ended = new Set<string>();
  for (const { action, version, previous } of changes) {
    if (version && servedAgain.has(action)) ended.delete(version);
    if (action === 'abort-canary' && version) ended.add(version);
    if (action === 'rollback' && previous) ended.add(previous);
  }
  return ended;
}

/** Older than `than` by semver; a version that is not semver is older than none. */
const olderThan = (version: string, than: string) =>
  valid(version) !== null && valid(than) !== null && lt(version, than);

/**
 * The one rule of what a rollback may go to, for the console, the CLI and the server alike: a
 * published version older than stable (by semver) that was not ended since. Never a newer
 * version, never the one just rolled back from. `changes` oldest first.
 */
export function mayRollBackTo(
  version: string,
  stable: string | null,
  changes: readonly Change[],
): boolean {
  return stable !== null && olderThan(version, stable) && !endedVersions(changes).has(version);
}

/**
 * Where a rollback without a target goes: the stable version before this one (a second rollback
 * walks one further back), where the rule allows it; else nothing ("no earlier stable version").
 */
export function defaultRollback(
  stable: string | null,
  changes: readonly Change[],
): string | undefined {
  const before = previousStable(changes, stable);
  return before !== undefined && mayRollBackTo(before, stable, changes) ? before : undefined;
}
