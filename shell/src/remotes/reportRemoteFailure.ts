import { REMOTE_FAILURE_BEACON, versionKey } from '@gold/registry';
import type { RemoteName } from '@gold/routes';
import { getRegistry } from './resolvedRegistry';

/** How a remote version failed: its files did not load, its page threw, or its code threw later. */
export type FailurePhase = 'load' | 'render' | 'runtime';

// The server counts a version once per page view: one beacon each is enough.
const reported = new Set<string>();

/**
 * Tells the server (fire and forget) that a remote version failed in this browser. The report
 * carries the page view's token from the HTML: the server takes a report for nothing else.
 */
export function reportRemoteFailure(
  remote: RemoteName,
  version: string,
  phase: FailurePhase,
  error: unknown,
) {
  console.warn(`[shell] remote ${remote}@${version} failed (${phase}):`, error);
  const view = getRegistry().view;
  const key = versionKey(remote, version);
  if (!view || reported.has(key)) return;
  reported.add(key);
  const body = JSON.stringify({ remote, version, phase, view });
  navigator.sendBeacon?.(REMOTE_FAILURE_BEACON, new Blob([body], { type: 'application/json' }));
}
