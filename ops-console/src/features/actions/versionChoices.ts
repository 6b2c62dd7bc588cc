import {
  endedByGuard,
  newestFirst,
  previousStable,
  type RemoteHistory,
} from '@gold/registry/model';
import type { RemoteRow } from '../overview/remoteRow';

/** A version offered in a version list, with what the operator should know of it. */
export interface VersionChoice {
  version: string;
  /** The version, and "ended by the canary guard" when the guard ended its canary. */
  label: string;
}

const choice = (version: string, ended: Set<string>): VersionChoice => ({
  version,
  label: ended.has(version) ? `${version} (ended by the canary guard)` : version,
});

/** Every published version but the stable one, newest first (by semver), for a canary. */
export function canaryChoices(row: RemoteRow, history: RemoteHistory | undefined): VersionChoice[] {
  const ended = endedByGuard(history?.changes ?? []);
  return newestFirst(row.versions.filter((v) => v !== row.stable)).map((v) => choice(v, ended));
}

/** Actions after which a version was stable for everyone. */
const madeStable = new Set(['promote', 'rollback', 'swap']);

/**
 * The versions a rollback may go back to, newest first: those older than stable (by semver) and
 * those that were stable before. Empty when there is none: then there is nothing to roll back to.
 */
export function rollbackChoices(
  row: RemoteRow,
  history: RemoteHistory | undefined,
): VersionChoice[] {
  const ordered = newestFirst(row.versions);
  const stableAt = row.stable ? ordered.indexOf(row.stable) : -1;
  if (stableAt < 0) return [];
  const wasStable = new Set(
    (history?.changes ?? []).filter((c) => madeStable.has(c.action)).map((c) => c.version),
  );
  return canaryChoices(row, history).filter(
    (c) => ordered.indexOf(c.version) > stableAt || wasStable.has(c.version),
  );
}

/**
 * Where a rollback goes unless the operator picks another: the same rule as the server's
 * rollback without a target (the stable version before this one), else the newest earlier one.
 * Sent explicitly, so the server does what the dialog showed.
 */
export function defaultRollbackTarget(row: RemoteRow, history: RemoteHistory | undefined): string {
  const changes = history ? [...history.changes].reverse() : [];
  return previousStable(changes, row.stable) ?? rollbackChoices(row, history)[0]?.version ?? '';
}
