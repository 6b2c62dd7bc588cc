import type { AuditEntry } from './types';

/**
 * What a change did, in words, as the CLI, the console and a conflict message tell it:
 * `canary 1.3.0 at 60 %, ramp step 3 (was 1.3.0)`. The share and the step are those the change
 * left the canary at.
 */
export function describeAuditEntry(
  entry: Pick<AuditEntry, 'action' | 'version' | 'previous' | 'percent' | 'rampStep'>,
): string {
  const share = entry.percent == null ? '' : ` at ${entry.percent} %`;
  const step = entry.rampStep == null ? '' : `, ramp step ${entry.rampStep}`;
  return `${entry.action} ${entry.version ?? ''}${share}${step} (was ${entry.previous ?? '-'})`;
}
