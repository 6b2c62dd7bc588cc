import { isDatabaseUnavailable } from '../platform/database/databaseUnavailable';
import { ReleaseCacheNotWritable } from '../release/builds/releaseCache';

/**
 * Null for a version's files that cannot be had now (the database is down, or this instance's
 * disk refuses them); any other error thrown. Pages go without such files and the files answer
 * 503, which HAProxy retries on another instance.
 */
export function unreadableNow(error: unknown): null {
  if (isDatabaseUnavailable(error) || error instanceof ReleaseCacheNotWritable) return null;
  throw error;
}
