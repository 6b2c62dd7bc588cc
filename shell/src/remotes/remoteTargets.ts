import type { RemoteTarget, ResolvedRemote } from '@gold/registry';
import type { RemoteName } from '@gold/routes';
import { resolvedRemote } from './resolvedRegistry';

/** A version this page view may load a remote from, with the channel that served it. */
export interface ActiveTarget extends RemoteTarget {
  channel: ResolvedRemote['channel'];
}

// How many of each remote's targets this page view has given up on: a canary that failed to load
// or threw while rendering is not tried again in the same page view.
const givenUp = new Map<RemoteName, number>();
// The remotes whose code has run in this page view (a page of theirs loaded).
const ran = new Set<RemoteName>();
// What replaced the server's choice for a remote whose version was ended since (see revocations).
const replaced = new Map<RemoteName, ResolvedRemote>();

/** The versions a remote may be loaded from in this page view, best first. */
export function targetsOf(name: RemoteName): ActiveTarget[] {
  const remote = replaced.get(name) ?? resolvedRemote(name);
  if (!remote) return [];
  const { fallback, ...target } = remote;
  return fallback ? [target, { ...fallback, channel: 'stable' }] : [target];
}

/** The version a remote is loaded from now: the first that has not failed in this page view. */
export function currentTarget(name: RemoteName): ActiveTarget | undefined {
  const targets = targetsOf(name);
  return targets[Math.min(givenUp.get(name) ?? 0, targets.length - 1)];
}

/** Whether a failure of the current version would leave another one to load. */
export function canFailOver(name: RemoteName): boolean {
  return (givenUp.get(name) ?? 0) < targetsOf(name).length - 1;
}

/**
 * Gives up on `version` of a remote for this page view, if it is the current one and another is
 * left behind it (stable behind a canary). Returns whether the remote is now loaded from another
 * version than `version`: false when `version` is the last one left (a retry loads it again).
 */
export function failOver(name: RemoteName, version: string): boolean {
  if (currentTarget(name)?.version !== version) return true;
  if (!canFailOver(name)) return false;
  givenUp.set(name, (givenUp.get(name) ?? 0) + 1);
  return true;
}

/** Loads a remote from `remote` from now on in this page view (its version was ended since). */
export function moveTo(name: RemoteName, remote: ResolvedRemote): void {
  replaced.set(name, remote);
  givenUp.delete(name);
}

/** Notes that a page of the remote loaded in this page view. */
export function markRun(name: RemoteName): void {
  ran.add(name);
}

/**
 * Whether a page of the remote has loaded in this page view. Its container then holds shared
 * modules others may use, and another version of it is loaded by a new page view, not in place.
 */
export function remoteHasRun(name: RemoteName): boolean {
  return ran.has(name);
}
