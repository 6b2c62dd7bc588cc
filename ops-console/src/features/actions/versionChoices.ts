import {
  defaultRollback,
  endedByGuard,
  mayRollBackTo,
  newestFirst,
  type RemoteHistory,
} from '@gold/registry/model';
import type { RemoteRow } from '../../rollout/remoteRow';

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

/** The remote's changes oldest first, as the rollback rule reads them. */
const oldestFirst = (history: RemoteHistory | undefined) =>
  history ? [...history.changes].reverse() : [];

/**
 * The versions a rollback may go back to, newest first, by the server's own rule
 * (`mayRollBackTo`): older than stable and not ended since. Empty exactly when the server would
 * refuse every one: then there is nothing to roll back to.
 */
export function rollbackChoices(
  row: RemoteRow,
  history: RemoteHistory | undefined,
): VersionChoice[] {
  const changes = oldestFirst(history);
  return canaryChoices(row, history).filter((c) => mayRollBackTo(c.version, row.stable, changes));
}

/**
 * Where a rollback goes unless the operator picks another: where the CLI's bare rollback goes
 * (the stable version before this one), else the newest version the rule allows. Sent
 * explicitly, so the server does what the dialog showed.
 */
export function defaultRollbackTarget(row: RemoteRow, history: RemoteHistory | undefined): string {
  return (
    defaultRollback(row.stable, oldestFirst(history)) ??
    rollbackChoices(row, history)[0]?.version ??
    ''
  );
}
