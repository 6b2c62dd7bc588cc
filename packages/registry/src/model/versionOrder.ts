import { compareBuild, valid } from 'semver';
import type { AuditEntry } from './types';

/** Who the audit trail names for the canary guard's decisions, and for the ramp's steps. */
export const GUARD_ACTOR = 'canary guard';
export const RAMP_ACTOR = 'canary ramp';

/**
 * Orders versions newest first by semver (1.10.0 before 1.9.0, 2.0.0 before 2.0.0-rc.1), not by
 * publish time or string order. A version that is not semver (none is published now; older
 * registries may hold some) comes after every one that is.
 */
export function newestFirst(versions: readonly string[]): string[] {
  return [...versions].sort((a, b) => {
    const [validA, validB] = [valid(a) !== null, valid(b) !== null];
    if (validA && validB) return compareBuild(b, a);
    if (validA || validB) return validA ? -1 : 1;
    return b.localeCompare(a, 'en', { numeric: true });
  });
}

/** The audit actions that start, end or replace what a version serves. */
const servingActions: ReadonlySet<AuditEntry['action']> = new Set([
  'canary',
  'promote',
  'rollback',
  'swap',
  'abort-canary',
]);

/**
 * The versions whose canary the guard ended and that nobody has served since (`changes` newest
 * first, as the history lists them): what a version list marks so that nobody picks one again
 * without knowing.
 */
export function endedByGuard(changes: readonly AuditEntry[]): Set<string> {
  const ended = new Set<string>();
  const seen = new Set<string>();
  for (const change of changes) {
    if (!change.version || !servingActions.has(change.action) || seen.has(change.version)) continue;
    seen.add(change.version);
    if (change.action === 'abort-canary' && change.actor === GUARD_ACTOR) ended.add(change.version);
  }
  return ended;
}
