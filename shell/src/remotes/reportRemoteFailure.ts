import type { RemoteName } from '@gold/routes';
import { pageViewId } from './pageView';

/** Where the shell reports a remote that failed to load, so ops see failures per version. */
export const REMOTE_FAILURE_BEACON = '/telemetry/remote-failure';

/** Tells the server (fire and forget) that a remote version failed in this browser. */
export function reportRemoteFailure(
  remote: RemoteName,
  version: string,
  channel: string,
  error: unknown,
) {
  const body = JSON.stringify({ remote, version, channel, phase: 'load', pageView: pageViewId });
  console.warn(`[shell] remote ${remote}@${version} (${channel}) failed to load:`, error);
  navigator.sendBeacon?.(REMOTE_FAILURE_BEACON, new Blob([body], { type: 'application/json' }));
}
