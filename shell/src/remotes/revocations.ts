import { CURRENT_VERSIONS_PATH, versionKey, type CurrentVersions } from '@gold/registry';
import { remoteNames, type RemoteName } from '@gold/routes';
import { currentTarget, moveTo, remoteHasRun } from './remoteTargets';

/** A page asks at most this often: a visitor clicking through pages costs one small request. */
const CHECK_EVERY_MS = 2_000;
/** An answer later than this is not waited for: the page loads what it has. */
const CHECK_TIMEOUT_MS = 2_000;

// The page was served just now: its versions are current until the visitor moves on.
let lastCheck = Date.now();
let checking: Promise<void> | undefined;
// Remotes moved off an ended version after their code ran here: their next page is a new page view.
const reloadFor = new Set<RemoteName>();
const listeners = new Set<(moved: readonly RemoteName[]) => void>();

function apply({ revoked, stable }: CurrentVersions): RemoteName[] {
  const ended = new Set(revoked);
  const moved: RemoteName[] = [];
  for (const name of remoteNames) {
    const version = currentTarget(name)?.version;
    const now = stable[name];
    if (version === undefined || !now || !ended.has(versionKey(name, version))) continue;
    if (remoteHasRun(name)) reloadFor.add(name);
    else moveTo(name, now);
    moved.push(name);
  }
  return moved;
}

/**
 * Asks the server whether a version this page was served has been ended since (the guard or an
 * operator ended a canary, or rolled stable back): a remote pinned to such a version loads stable
 * from its next page on. Superseded versions stay pinned (the skew protection of an open page).
 * At most every two seconds; a failed or late answer changes nothing.
 */
export function checkRevocations(): Promise<void> {
  if (checking) return checking;
  if (Date.now() - lastCheck < CHECK_EVERY_MS) return Promise.resolve();
  lastCheck = Date.now();
  checking = fetch(CURRENT_VERSIONS_PATH, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
    .then((response) => (response.ok ? (response.json() as Promise<CurrentVersions>) : undefined))
    .then((current) => {
      const moved = current ? apply(current) : [];
      if (moved.length) for (const listener of listeners) listener(moved);
    })
    .catch(() => undefined)
    .finally(() => (checking = undefined));
  return checking;
}

/**
 * Whether the remote's next page must come in a new page view: a version of it that has run here
 * was ended since. (Its container's shared modules cannot be handed to another version in place.)
 */
export function needsNewPageView(name: RemoteName): boolean {
  return reloadFor.has(name);
}

/** Settles once a check under way has been applied (at once when none is). */
export function revocationsApplied(): Promise<void> {
  return checking ?? Promise.resolve();
}

/** Calls `moved` with the remotes a check moved to stable; returns what unsubscribes. */
export function onRevocation(moved: (remotes: readonly RemoteName[]) => void): () => void {
  listeners.add(moved);
  return () => listeners.delete(moved);
}
