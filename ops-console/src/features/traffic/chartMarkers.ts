import { describeAuditEntry, type AuditEntry } from '@gold/registry/model';

/** A change drawn on the charts: where across the window (0 the start, 1 now), and what it was. */
export interface ChartMarker {
  at: string;
  /** 0 to 1 across the window. */
  x: number;
  /** A word or two on the chart itself. */
  label: string;
  /** The change in full, for the list under the chart. */
  text: string;
}

/** The short label of a change that starts, moves or ends a canary; undefined for the rest. */
function labelOf(change: AuditEntry): string | undefined {
  switch (change.action) {
    case 'canary':
      // A canary of the version already running is a new share: a ramp step, or one set by hand.
      return change.previous === change.version ? `${change.percent} %` : 'start';
    case 'abort-canary':
      return 'abort';
    case 'promote':
      return 'promote';
    case 'rollback':
      return 'rollback';
    default:
      return undefined;
  }
}

/**
 * The changes of a canary's life inside the window from `start` to `end` (epoch ms): its start,
 * each step (ramp or by hand), its abort, its promotion and rollbacks; oldest first.
 */
export function chartMarkers(
  changes: readonly AuditEntry[],
  start: number,
  end: number,
): ChartMarker[] {
  return changes
    .flatMap((change): ChartMarker[] => {
      const label = labelOf(change);
      const at = Date.parse(change.at);
      if (!label || at < start || at > end) return [];
      const text = `${describeAuditEntry(change)} by ${change.actor}`;
      return [{ at: change.at, x: (at - start) / (end - start), label, text }];
    })
    .sort((a, b) => a.x - b.x);
}
