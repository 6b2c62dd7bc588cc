import type { RemoteName } from '@gold/routes';
import type { Database, DatabaseLogger } from '../../platform/database';
import { addViews, bucketOf, type ViewCount } from '../store/versionTraffic';

/**
 * Counts the page views served per remote version in memory and adds them to the database every
 * `flushMs`, in one statement: a write per page view would cost the database more than the page.
 */
export class PageViewCounter {
  private pending = new Map<string, ViewCount>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: DatabaseLogger,
    flushMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** One page view served with `version` of `remote`. */
  count(remote: RemoteName, version: string): void {
    this.add({ remote, version, bucket: bucketOf(this.now()), views: 1 });
  }

  private add(count: ViewCount): void {
    const key = `${count.remote}@${count.version}@${count.bucket.getTime()}`;
    const counted = this.pending.get(key);
    if (counted) counted.views += count.views;
    else this.pending.set(key, { ...count });
  }

  /** Writes what was counted since the last flush; a failed write is kept for the next one. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const counts = [...this.pending.values()];
      this.pending = new Map();
      try {
        await addViews(this.db, counts);
      } catch (err) {
        this.log.error({ err }, 'page view counts not written; kept for the next flush');
        for (const count of counts) this.add(count);
      }
    });
    return this.flushing;
  }

  /** Stops the timer and writes the rest (when the server stops). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
