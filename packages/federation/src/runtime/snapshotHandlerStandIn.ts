/** What `preloadRemote` says in this site, where remotes publish no snapshot to preload from. */
export const NO_SNAPSHOTS_MESSAGE =
  "Module Federation's preloadRemote needs the remotes' manifest snapshots, which this site's shell is built without (the registry gives each remote's entry)";

/**
 * What the shell's federation runtime core constructs instead of Module Federation's
 * SnapshotHandler (see ../snapshotFreeCorePlugin.ts). The handler reads remotes' manifests into
 * snapshots. Here remotes are given by their entry and `disableSnapshot` leaves the snapshot
 * plugin out, yet the core still constructs the handler, about 1.5 KB gzip in every page.
 */
export class SnapshotHandler {
  /** Cleared when a remote is registered again (`registerRemotes` with `force`). */
  readonly manifestCache = new Map<string, unknown>();
  /** The core hands every runtime plugin to each handler's hooks; this handler has none. */
  readonly hooks = { applyPlugin(): void {}, removePlugin(): void {} };

  /** Called only by `preloadRemote`, which this site does not use. */
  loadRemoteSnapshotInfo(): never {
    throw new Error(NO_SNAPSHOTS_MESSAGE);
  }
}
