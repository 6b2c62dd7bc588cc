import { LRUCache } from 'lru-cache';
import type { RemoteName } from '@gold/routes';
import type { Database, DatabaseLogger } from '../../platform/database';
import { addViews, slotOf, type ViewCount } from '../store/versionTraffic';
import {
  recordStarts,
  recordVisitors,
  type PageViewStart,
  type VisitorOutcome,
} from '../store/versionVisitors';

/** One report of a browser about one version it ran, with who sent it. */
export interface VisitorReport {
  remote: RemoteName;
  version: string;
  /** The page view's id (from its signed token). */
  pageView: string;
  /** The visitor's id (from the same token). */
  visitor: string;
  /** The network the report came from (`addressKey`). */
  address: string;
}

/** A start is one per page view and version; an outcome one per visitor and version. */
const startKey = (s: { remote: string; version: string; pageView: string }) =>
  `${s.remote}@${s.version}@${s.pageView}`;
const outcomeKey = (o: { remote: string; version: string; visitor: string }) =>
  `${o.remote}@${o.version}@${o.visitor}`;

/** Starts this instance remembers, so that a replayed report is not counted twice here. */
const REMEMBERED_STARTS = 200_000;

/** How the tally is run. */
export interface VisitorTallyOptions {
  /** How often it writes what it tallied. */
  flushMs: number;
  /** How long a report is taken after its page view (its token's window): a start is remembered so long. */
  reportWindowMs: number;
  now?: () => number;
}

/**
 * Tallies what visitors' browsers report, in memory, and writes it every `flushMs` in one
 * transaction: the page views that ran (once per page view and version, for the charts) and the
 * visitors each version ran and failed for (what the canary guard judges). A write per report
 * would cost the database more than the page.
 */
export class VisitorTally {
  private starts = new Map<string, PageViewStart>();
  private outcomes = new Map<string, VisitorOutcome>();
  private readonly seen: LRUCache<string, true>;
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly log: DatabaseLogger,
    { flushMs, reportWindowMs, now = Date.now }: VisitorTallyOptions,
  ) {
    this.now = now;
    this.seen = new LRUCache({ max: REMEMBERED_STARTS, ttl: reportWindowMs });
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** A version ran in a visitor's page view; false when this instance counted that already. */
  started(report: VisitorReport): boolean {
    const at = new Date(this.now());
    const key = startKey(report);
    this.note(report, at, null);
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    this.starts.set(key, { ...report, at });
    return true;
  }

  /** A version failed in a visitor's page view (so it ran there too). */
  failed(report: VisitorReport): void {
    this.started(report);
    const at = new Date(this.now());
    this.note(report, at, at);
  }

  private note(report: VisitorReport, seenAt: Date, failedAt: Date | null) {
    const key = outcomeKey(report);
    const known = this.outcomes.get(key);
    const { remote, version, visitor, address } = report;
    this.outcomes.set(key, {
      remote,
      version,
      visitor,
      address,
      seenAt,
      failedAt: failedAt ?? known?.failedAt ?? null,
    });
  }

  /** Writes what was tallied since the last flush; a failed write is kept for the next one. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const starts = [...this.starts.values()];
      const outcomes = [...this.outcomes.values()];
      this.starts = new Map();
      this.outcomes = new Map();
      try {
        await this.db.transaction(async (tx) => {
          const views = viewCounts(await recordStarts(tx, starts));
          await addViews(tx, views);
          await recordVisitors(tx, outcomes);
        });
      } catch (err) {
        this.log.error({ err }, 'visitor reports not written; kept for the next flush');
        this.keep(starts, outcomes);
      }
    });
    return this.flushing;
  }

  private keep(starts: PageViewStart[], outcomes: VisitorOutcome[]) {
    for (const start of starts) {
      const key = startKey(start);
      if (!this.starts.has(key)) this.starts.set(key, start);
    }
    for (const outcome of outcomes) {
      const key = outcomeKey(outcome);
      const later = this.outcomes.get(key);
      this.outcomes.set(key, {
        ...outcome,
        ...later,
        failedAt: later?.failedAt ?? outcome.failedAt,
      });
    }
  }

  /** Stops the timer and writes the rest (when the server stops). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** The views of new starts, per version and traffic slot. */
function viewCounts(starts: readonly PageViewStart[]): ViewCount[] {
  const counts = new Map<string, ViewCount>();
  for (const { remote, version, at } of starts) {
    const slot = slotOf(at.getTime());
    const key = `${remote}@${version}@${slot.getTime()}`;
    const counted = counts.get(key);
    if (counted) counted.views += 1;
    else counts.set(key, { remote, version, slot, views: 1 });
  }
  return [...counts.values()];
}
