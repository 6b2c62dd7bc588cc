import type { Database } from '../platform/database';
import type { GoldRateCache } from './store';

/** What the endpoints work with. */
export interface ApiDeps {
  db: Database;
  /** The gold rates, read through the cache the ops rate route invalidates. */
  rates: GoldRateCache;
  /** AES key of the request and response envelopes. */
  key: string;
}

/** Largest JSON request body: a cipher text of a form's fields is a few hundred bytes. */
export const JSON_BODY_LIMIT = 64 * 1024;
