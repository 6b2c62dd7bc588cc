import { LRUCache } from 'lru-cache';
import type { Page, PageRequest } from '../../platform/database/page';
import type { Queryable } from '../../platform/database/database';
import { currentGoldRate, listGoldRates, type StoredGoldRate } from './rates';

/** The rates as the API reads them: from memory while fresh, from the database otherwise. */
export interface GoldRateCache {
  /** The newest rates, or null when none was ever set. */
  current(): Promise<StoredGoldRate | null>;
  /** One page of the rate history, newest first. */
  page(request: PageRequest): Promise<Page<StoredGoldRate>>;
  /** Forgets every read: call it once new rates are stored, so the next request sees them. */
  invalidate(): void;
}

export interface GoldRateCacheOptions {
  /**
   * How long a read serves later requests. Rates change a few times a day and this process
   * invalidates on its own writes; the limit bounds how stale another writer (a second server on
   * the same PostgreSQL, `rates:set` writing directly) can leave this one.
   */
  maxAgeMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Distinct pages kept at once: visitors choose page and size, so the memory they use is capped. */
const MAX_ENTRIES = 64;

interface Read {
  value: unknown;
  /** When the read began, on the cache's clock. */
  readAt: number;
}

/** Reads of one generation: {@link GoldRateCache.invalidate} starts another. */
type Reads = LRUCache<string, Read, () => Promise<unknown>>;

/**
 * Reads the rates through a short-lived cache. A read in flight is shared by every request that
 * asks meanwhile (one query under load, not one per request); a failed read is not kept, and is
 * answered with the last value read, if any (the database is down: the rates were right then).
 */
export function goldRateCache(
  db: Queryable,
  { maxAgeMs, now = Date.now }: GoldRateCacheOptions,
): GoldRateCache {
  // The last value read of each key outlives invalidate: it answers while the database cannot.
  const lastRead = new LRUCache<string, { value: unknown }>({ max: MAX_ENTRIES });
  const newReads = (): Reads =>
    new LRUCache({
      max: MAX_ENTRIES,
      fetchMethod: async (key, _stale, { context: read }) => {
        const readAt = now();
        try {
          const value = await read();
          lastRead.set(key, { value });
          return { value, readAt };
        } catch (error) {
          // The last value read serves until the next try, maxAgeMs on.
          const kept = lastRead.get(key);
          if (!kept) throw error;
          return { value: kept.value, readAt };
        }
      },
    });
  let reads = newReads();

  // Freshness is checked here, not by lru-cache's ttl: a failed read answered with the last value
  // counts as a read for maxAgeMs, which its stale-on-rejection does not do.
  async function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    const known = reads.peek(key);
    const forceRefresh = known !== undefined && now() - known.readAt >= maxAgeMs;
    const fetched = await reads.fetch(key, { context: read, forceRefresh });
    return fetched!.value as T;
  }

  return {
    current: () => cached('current', () => currentGoldRate(db)),
    page: (request) =>
      cached(`page:${request.limit}:${request.offset}`, () => listGoldRates(db, request)),
    invalidate: () => {
      reads = newReads();
    },
  };
}
