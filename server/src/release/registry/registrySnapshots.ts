import { versionKey, type RemoteChannels, type RemoteVersion } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import { listChannels, listEndedVersions, listRemoteVersions } from '../store/registry';
import { listRevokedPreviewIds } from '../store/previewGrants';
import { readRegistryRevisionAge } from '../store/registryRevision';
import { isExternal, stableBackups } from './stableBackups';

/** Everything the registry holds, read in one go (what the HTML renderer resolves from). */
export interface RegistrySnapshot {
  /** The registry's revision when it was read: every change raises it. */
  revision: number;
  channels: RemoteChannels[];
  versions: Map<string, RemoteVersion>;
  /** For a stable version hosted elsewhere, the version of ours its visitors fall back to. */
  stableBackups: Partial<Record<RemoteName, string>>;
  /** `remote@version` of the versions the guard or an operator ended (see `listEndedVersions`). */
  revoked: ReadonlySet<string>;
  /**
   * Ids of the preview grants revoked and not yet expired: a browser holding one is served its
   * channels. Read with the rest, so no page view asks the database about its grant.
   */
  revokedPreviews: ReadonlySet<string>;
}

/** Who is told when this instance starts serving a newer registry (the metrics). */
export interface RegistryObserver {
  /**
   * `revision` is served from now on; `propagationMs` is how long since that change (null: the
   * first registry this instance read, or a change made before its time was noted).
   */
  served(revision: number, propagationMs: number | null): void;
}

/** How often a stale registry is read again while the database does not answer. */
const RETRY_STALE_MS = 1000;

/**
 * The origins pages may load remote code from: those of the versions hosted elsewhere that a
 * channel serves, as stable (every visitor's, and the canary's fallback) or as canary. A version
 * rolled back from, or ended as canary, leaves the policy with its origin.
 */
function originsServed(
  channels: readonly RemoteChannels[],
  versions: ReadonlyMap<string, RemoteVersion>,
): string[] {
  const served = channels.flatMap((c) =>
    [c.stable, c.canary?.version].flatMap((v) =>
      v ? [versions.get(versionKey(c.remote, v))] : [],
    ),
  );
  return [
    ...new Set(
      served
        .filter((v): v is RemoteVersion => v !== undefined && isExternal(v))
        .map((v) => new URL(v.baseUrl).origin),
    ),
  ];
}

/** The registry as visitors are served it: read in one go, and kept in memory until it changes. */
export class RegistrySnapshots {
  /** The last registry read; kept, even once stale, until a newer one is read. */
  private current: RegistrySnapshot | undefined;
  private stale = false;
  private loading: Promise<RegistrySnapshot> | undefined;
  /** When a read of a stale registry last failed (0: not since it went stale). */
  private lastFailure = 0;
  /** Each read's number, and that of the read `current` came from. */
  private generation = 0;
  private loadedGeneration = 0;
  private externalOrigins: readonly string[] = [];
  /** When each snapshot's revision was made, on this process's monotonic clock. */
  private readonly changedAt = new WeakMap<RegistrySnapshot, number>();

  constructor(
    private readonly db: Database,
    private readonly observer?: RegistryObserver,
  ) {}

  /**
   * The current registry; cached until a change is announced (see `registryWatcher`) or made
   * through this instance. The revision is read first: a change that lands between the reads
   * leaves an older revision beside newer rows, and the next revision check reloads.
   *
   * A registry that cannot be read (the database is down) leaves the last one read in service:
   * visitors go on getting pages and files from it, and it is read again at most once every
   * {@link RETRY_STALE_MS} until the database answers.
   */
  snapshot(): Promise<RegistrySnapshot> {
    if (this.current && !this.stale) return Promise.resolve(this.current);
    const known = this.current;
    if (known && Date.now() - this.lastFailure < RETRY_STALE_MS) return Promise.resolve(known);
    let loading = this.loading;
    if (!loading) {
      const generation = ++this.generation;
      loading = this.load().then((snapshot) => {
        // A read begun before a later change was announced never replaces a newer one.
        if (generation > this.loadedGeneration) {
          this.loadedGeneration = generation;
          this.tellServed(this.current, snapshot);
          this.current = snapshot;
          this.externalOrigins = originsServed(snapshot.channels, snapshot.versions);
          if (generation === this.generation) this.stale = false;
        }
        return snapshot;
      });
      this.loading = loading;
      const settled = () => {
        if (this.loading === loading) this.loading = undefined;
      };
      loading.then(settled, settled);
    }
    if (!known) return loading;
    return loading.catch(() => {
      this.lastFailure = Date.now();
      return known;
    });
  }

  private tellServed(previous: RegistrySnapshot | undefined, next: RegistrySnapshot) {
    if (!this.observer || (previous && next.revision <= previous.revision)) return;
    const changedAt = this.changedAt.get(next);
    const propagationMs =
      previous && changedAt !== undefined ? performance.now() - changedAt : null;
    this.observer.served(next.revision, propagationMs);
  }

  private async load(): Promise<RegistrySnapshot> {
    const { revision, changedMsAgo } = await readRegistryRevisionAge(this.db);
    const readAt = performance.now();
    const [channels, versions, ended, revokedPreviews] = await Promise.all([
      listChannels(this.db),
      listRemoteVersions(this.db),
      listEndedVersions(this.db),
      listRevokedPreviewIds(this.db),
    ]);
    const byKey = new Map(versions.map((v) => [versionKey(v.remote, v.version), v]));
    const versionOf = (remote: RemoteName, version: string) =>
      byKey.get(versionKey(remote, version));
    const backups = await stableBackups(this.db, channels, versionOf);
    const snapshot = {
      revision,
      channels,
      versions: byKey,
      stableBackups: backups,
      revoked: new Set(ended),
      revokedPreviews: new Set(revokedPreviews),
    };
    if (changedMsAgo !== null) this.changedAt.set(snapshot, readAt - changedMsAgo);
    return snapshot;
  }

  /**
   * Marks the cached registry out of date (another instance changed it): the next request reads
   * it again, and is served the one it replaces while the database cannot be read.
   */
  invalidate(): void {
    this.stale = true;
    this.loading = undefined;
    this.lastFailure = 0;
  }

  /**
   * Origins of the versions hosted elsewhere that a channel serves, as of the last snapshot (for
   * the Content-Security-Policy).
   */
  originsOfExternalVersions(): readonly string[] {
    return this.externalOrigins;
  }

  /** After a change made through this instance: read at once, not at the next visitor's request. */
  changed(): void {
    this.invalidate();
    this.snapshot().catch(() => undefined);
  }
}
