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

interface Entry {
  readAt: number;
  value: Promise<unknown>;
}

/**
 * Reads the rates through a short-lived cache. A read in flight is shared by every request that
 * asks meanwhile (one query under load, not one per request); a failed read is not kept, and is
 * answered with the last value read, if any (the database is down: the rates were right then).
 */
export function goldRateCache(
  db: Queryable,
  { maxAgeMs, now = Date.now }: GoldRateCacheOptions,
): GoldRateCache {
  let entries = new Map<string, Entry>();
  let lastRead = new Map<string, unknown>();

  function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    const at = now();
    const entry = entries.get(key);
    if (entry && at - entry.readAt < maxAgeMs) return entry.value as Promise<T>;
    if (entries.size >= MAX_ENTRIES) entries = new Map();
    if (lastRead.size >= MAX_ENTRIES) lastRead = new Map();
    const owner = entries;
    const kept = lastRead;
    const value = read().then(
      (fresh) => {
        kept.set(key, fresh);
        return fresh;
      },
      (error: unknown) => {
        // The last value read serves until the next try, maxAgeMs on.
        if (kept.has(key)) return kept.get(key) as T;
        if (owner.get(key)?.value === value) owner.delete(key);
        throw error;
      },
    );
    owner.set(key, { readAt: at, value });
    return value;
  }

  return {
    current: () => cached('current', () => currentGoldRate(db)),
    page: (request) =>
      cached(`page:${request.limit}:${request.offset}`, () => listGoldRates(db, request)),
    invalidate: () => {
      entries = new Map();
    },
  };
}
