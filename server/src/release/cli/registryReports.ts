import {
  bucketRangesOf,
  describeAuditEntry,
  describeBucketRange,
  describeBuildSource,
  endedByGuard,
  type AuditEntry,
  type BuildSource,
  type RegistryStatus,
  type RemoteHistory,
} from '@gold/registry/model';
import { FIRST_LEVEL } from '@gold/contracts';
import { printRollouts } from './rolloutCommands';
import type { Out } from './registryProgram';

// What `registry status` and `registry history` print.

/** A change as status and history print it, with the token that made it. */
function describeChange(c: AuditEntry, source?: BuildSource | null): string {
  const token = c.token ? ` with token ${c.token}` : '';
  const reason = c.reason ? `: ${c.reason}` : '';
  return `${describeAuditEntry(c)}${describeBuildSource(source)} by ${c.actor}${token}${reason}`;
}

/** Every remote's channels, who gets what, the guard's part and the last changes. */
export function printStatus(status: RegistryStatus, out: Out): void {
  out('remote      stable            canary                 rev  failures');
  for (const r of status.remotes) {
    const canary = r.canary ? `${r.canary.version} @ ${r.canary.percent}%` : '-';
    const failures =
      r.failures.map((f) => `${f.version}/${f.channel}: ${f.count}`).join(', ') || '-';
    out(
      `${r.remote.padEnd(11)} ${(r.stable ?? '-').padEnd(17)} ${canary.padEnd(22)} ${String(r.revision).padStart(3)}  ${failures}`,
    );
  }
  const split = status.remotes.filter((r) => r.canary);
  if (split.length)
    out('\nwho gets what (a visitor keeps its bucket, 0-99, in the mf_bucket cookie):');
  for (const r of split)
    out(`  ${r.remote.padEnd(11)} ${bucketRangesOf(r).map(describeBucketRange).join('; ')}`);
  printRollouts(status.rollouts, out);
  out('\nlast changes:');
  for (const c of status.recentChanges.slice(0, 10))
    out(`  ${c.at}  ${c.remote} ${describeChange(c)}`);
}

/**
 * One remote's versions, newest first, each with the levels it was made for (what a floor would
 * refuse, docs/contracts.md) and marked where the guard ended it; then its changes, publishes with
 * their source.
 */
export function printHistory(remote: string, history: RemoteHistory, out: Out): void {
  const ended = endedByGuard(history.changes);
  const count = history.versions.length;
  out(`${remote}: ${count === 0 ? 'no versions' : `${count} version${count === 1 ? '' : 's'}`}`);
  const width = Math.max(0, ...history.versions.map((v) => v.version.length));
  for (const v of history.versions) {
    const { shell, api } = v.levels ?? { shell: FIRST_LEVEL, api: FIRST_LEVEL };
    const guard = ended.has(v.version) ? '  (ended by the canary guard)' : '';
    out(`  ${v.version.padEnd(width)}  shell level ${shell}, API level ${api}${guard}`);
  }
  out('changes:');
  const sources = new Map(history.versions.map((v) => [v.version, v.source]));
  for (const c of history.changes)
    out(
      `  ${c.at}  ${describeChange(c, c.action === 'publish' ? sources.get(c.version ?? '') : null)}`,
    );
}
