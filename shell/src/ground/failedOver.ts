import type { RemoteName } from '@gold/routes';

/**
 * Told of an island whose code came from another version than its HTML: its version's load
 * failed (and was reported) and the remote fell back to another version, whose code is not
 * hydrated on HTML it did not draw. The page is drawn anew by the version now current.
 */
export class FailedOverError extends Error {
  constructor(remote: RemoteName, version: string | undefined) {
    super(`${remote}@${version ?? 'unknown'} failed over before its island was hydrated`);
    this.name = 'FailedOverError';
  }
}
