import type { AuditEntry, BuildSource } from './types';

type Described = Pick<AuditEntry, 'action' | 'version' | 'previous' | 'percent' | 'rampStep'>;

/** The canary's share and ramp step the change left, as words to append. */
function shareOf(entry: Described): string {
  const share = entry.percent == null ? '' : ` at ${entry.percent} %`;
  const step = entry.rampStep == null ? '' : ` (ramp step ${entry.rampStep})`;
  return `${share}${step}`;
}

/**
 * What a change did, in plain words, as the CLI, the console and a conflict message tell it:
 * `moved canary 1.3.0 to 60 % (ramp step 3)`, `rolled stable back to 1.2.0 from 1.3.0`. The share
 * and the step are those the change left the canary at.
 */
export function describeAuditEntry(entry: Described): string {
  const version = entry.version ?? '-';
  const was = entry.previous ? ` (stable was ${entry.previous})` : '';
  switch (entry.action) {
    case 'publish':
      return `published ${version}`;
    case 'canary':
      return entry.previous === entry.version
        ? `moved canary ${version} to ${entry.percent ?? '?'} %${entry.rampStep == null ? '' : ` (ramp step ${entry.rampStep})`}`
        : `started canary ${version}${shareOf(entry)}`;
    case 'promote':
      return `promoted ${version} to stable${was}`;
    case 'rollback':
      return `rolled stable back to ${version}${entry.previous ? ` from ${entry.previous}` : ''}`;
    case 'swap':
      return `made ${version} stable at once${was}`;
    case 'abort-canary':
      return `ended canary ${version}`;
    case 'pause-canary':
      return `paused canary ${version}${shareOf(entry)}`;
    case 'resume-canary':
      return `resumed canary ${version}${shareOf(entry)}`;
    case 'edit-ramp':
      return `changed the ramp of canary ${version}${shareOf(entry)}`;
    case 'guard-settings':
      return `changed the guard's settings`;
    case 'preview':
      return `granted a preview of ${version}`;
    case 'revoke-preview':
      return `revoked a preview of ${version}`;
    default:
      return `${String(entry.action)} ${version}${shareOf(entry)}`;
  }
}

/** How a version's source reads after its publish: ` from commit 1a2b3c4d5e6f (built by Meena)`. */
export function describeBuildSource(source: BuildSource | null | undefined): string {
  if (!source) return '';
  const notes = [
    source.author && `built by ${source.author}`,
    source.dirty && 'with uncommitted changes',
  ].filter(Boolean);
  return ` from commit ${source.commit.slice(0, 12)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}
