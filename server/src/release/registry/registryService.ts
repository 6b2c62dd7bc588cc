import {
  newestFirst,
  previousStable,
  type AuditEntry,
  type RegistryStatus,
  type RemoteChannels,
  type RemoteHistory,
  type RemoteVersion,
  type ShellBuild,
} from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../../platform/database';
import {
  findRemoteVersion,
  insertAudit,
  insertRemoteVersion,
  listAudit,
  listChannels,
  listEndedVersions,
  listRemoteFailures,
  listRemoteVersions,
} from '../store/registry';
import type { RampPlan } from '../store/canaryRollouts';
import { insertReleaseFiles, listReleaseFiles, sha256Of } from '../store/releaseFiles';
import { readRegistryRevisionAge } from '../store/registryRevision';
import { sriOf, type ReleaseFiles } from '../builds/buildFiles';
import { changeChannels, type ChangeRequest, type ChannelDecision } from './channelChange';
import { fetchExternalBuild, type ExternalHosting } from '../builds/externalBuild';
import { faultPoint } from '../../platform/faults/faultPoints';
import { isExternal, stableBackups } from './stableBackups';
import { RegistryError } from './registryErrors';
import { formatDuration } from './durations';
import { checkRampPlan } from '../canary/rampSchedule';
import { endCanary, pauseRamp, rampStep } from './rolloutChange';
import {
  asRemote,
  assertCompatible,
  assertSafeFileNames,
  manifestFactsOf,
  recordPublish,
  recordVersion,
} from './versionRecords';

export type { ChangeRequest } from './channelChange';

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
}

/** Who is told when this instance starts serving a newer registry (the metrics). */
export interface RegistryObserver {
  /**
   * `revision` is served from now on; `propagationMs` is how long since that change (null: the
   * first registry this instance read, or a change made before its time was noted).
   */
  served(revision: number, propagationMs: number | null): void;
}

/** What a publish did: stored a new version, or found the very same build already published. */
export interface Published {
  version: RemoteVersion;
  created: boolean;
}

const key = (remote: string, version: string) => `${remote}@${version}`;

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
    [c.stable, c.canary?.version].flatMap((v) => (v ? [versions.get(key(c.remote, v))] : [])),
  );
  return [
    ...new Set(
      served
        .filter((v): v is RemoteVersion => v !== undefined && isExternal(v))
        .map((v) => new URL(v.baseUrl).origin),
    ),
  ];
}

/**
 * The registry of remotes: immutable versions, stable and canary channels changed by
 * compare-and-swap, an audit record for every change, and the compatibility gate.
 */
export class RegistryService {
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
    /** Versions of the shell's shared singletons (read from the shell's build). */
    private readonly shellBuild: () => ShellBuild,
    private readonly hosting: ExternalHosting = { siteIsHttps: false, listedOrigins: [] },
    private readonly observer?: RegistryObserver,
  ) {}

  /**
   * The current registry; cached until a change is announced (see `registryWatcher`) or made
   * through this service. The revision is read first: a change that lands between the reads
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
    const [channels, versions, ended] = await Promise.all([
      listChannels(this.db),
      listRemoteVersions(this.db),
      listEndedVersions(this.db),
    ]);
    const byKey = new Map(versions.map((v) => [key(v.remote, v.version), v]));
    const versionOf = (remote: RemoteName, version: string) => byKey.get(key(remote, version));
    const backups = await stableBackups(this.db, channels, versionOf);
    const snapshot = {
      revision,
      channels,
      versions: byKey,
      stableBackups: backups,
      revoked: new Set(ended),
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
  private changed() {
    this.invalidate();
    this.snapshot().catch(() => undefined);
  }

  /**
   * Makes a build an immutable version: its files, its row and its audit record are written in
   * one transaction, so a crash at any step leaves either nothing or the whole version. The same
   * build published again is answered with the version it already is.
   */
  async publish(
    remoteName: string,
    files: ReleaseFiles,
    change: ChangeRequest,
  ): Promise<Published> {
    const remote = asRemote(remoteName);
    assertSafeFileNames(files.keys());
    const manifestFile = files.get('mf-manifest.json');
    if (!manifestFile) throw new RegistryError(400, 'the build has no mf-manifest.json');
    const facts = manifestFactsOf(
      remote,
      () => JSON.parse(manifestFile.toString('utf8')),
      'mf-manifest.json',
    );
    const entry = files.get(facts.entryFile);
    if (!entry) throw new RegistryError(400, `the build has no entry file ${facts.entryFile}`);
    assertCompatible(this.shellBuild(), remote, facts);
    const version: RemoteVersion = {
      ...facts,
      remote,
      baseUrl: `/remotes/${remote}/${encodeURIComponent(facts.version)}/`,
      integrity: sriOf(entry),
      publishedAt: new Date().toISOString(),
      publishedBy: change.actor,
    };
    const existing = await findRemoteVersion(this.db, remote, facts.version);
    if (existing) {
      await this.assertSameBuild(existing, files);
      return { version: existing, created: false };
    }
    await this.db.transaction(async (tx) => {
      if (!(await insertRemoteVersion(tx, version)))
        throw new RegistryError(409, `${remote}@${facts.version} was published at the same moment`);
      faultPoint('publish:version-written');
      await insertReleaseFiles(tx, remote, facts.version, files);
      faultPoint('publish:files-written');
      await recordPublish(tx, version, change);
      faultPoint('publish:audit-written');
    });
    faultPoint('publish:committed');
    this.changed();
    return { version, created: true };
  }

  /** Refuses (409) unless `files` are exactly the published version's. */
  private async assertSameBuild(existing: RemoteVersion, files: ReleaseFiles): Promise<void> {
    const stored = await listReleaseFiles(this.db, existing.remote, existing.version);
    const differs =
      stored.length !== files.size ||
      stored.some((file) => {
        const content = files.get(file.path);
        return !content || sha256Of(content) !== file.sha256;
      });
    if (differs) {
      throw new RegistryError(
        409,
        `${existing.remote}@${existing.version} is already published with other files; versions are immutable: bump the version`,
      );
    }
  }

  /**
   * Registers a build hosted elsewhere (a CDN, another origin): the server reads its manifest and
   * entry now, records the entry's integrity hash and runs the same gate as a publish. It can then
   * be canaried, promoted and rolled back like a published version.
   */
  async registerExternal(
    remoteName: string,
    baseUrl: string,
    change: ChangeRequest,
  ): Promise<RemoteVersion> {
    const remote = asRemote(remoteName);
    const build = await fetchExternalBuild(baseUrl, this.hosting);
    const facts = manifestFactsOf(remote, () => build.manifest, `${build.baseUrl}mf-manifest.json`);
    assertCompatible(this.shellBuild(), remote, facts);
    const entry = await build.file(facts.entryFile);
    const version: RemoteVersion = {
      ...facts,
      remote,
      baseUrl: build.baseUrl,
      integrity: sriOf(entry),
      publishedAt: new Date().toISOString(),
      publishedBy: change.actor,
    };
    const existing = await findRemoteVersion(this.db, remote, facts.version);
    if (existing?.baseUrl === version.baseUrl && existing.integrity === version.integrity)
      return existing;
    if (
      existing ||
      !(await recordVersion(this.db, version, {
        reason: change.reason ?? `external at ${version.baseUrl}`,
        token: change.token,
      }))
    )
      throw new RegistryError(
        409,
        `${remote}@${facts.version} is already published; versions are immutable`,
      );
    this.changed();
    return version;
  }

  private async versionOrFail(
    db: Queryable,
    remote: RemoteName,
    version: string,
  ): Promise<RemoteVersion> {
    const found = await findRemoteVersion(db, remote, version);
    if (!found) throw new RegistryError(404, `${remote}@${version} is not published`);
    return found;
  }

  /** Applies a change to a remote's channels (see {@link changeChannels}); the cache follows. */
  private async changeChannels(
    remote: RemoteName,
    change: ChangeRequest,
    action: AuditEntry['action'],
    decide: (current: RemoteChannels, tx: Queryable) => Promise<ChannelDecision>,
  ): Promise<RemoteChannels> {
    const result = await changeChannels(this.db, remote, change, action, decide);
    this.changed();
    return result;
  }

  /**
   * Serves `version` to `share` % of visitors (by bucket), 0 ending the canary; or ramps it up, a
   * step at a time while the canary guard finds it healthy (see `canaryGuard`).
   */
  async canary(
    remoteName: string,
    version: string,
    share: number | RampPlan,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    const ramp = typeof share === 'number' ? null : share;
    if (ramp) checkRampPlan(ramp);
    const percent = ramp ? ramp.steps[0]! : (share as number);
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      throw new RegistryError(400, 'percent must be a whole number from 0 to 100');
    const planned =
      ramp && `ramp ${ramp.steps.join(',')} %, a step each ${formatDuration(ramp.everyMs)} healthy`;
    return this.changeChannels(
      remote,
      { ...change, reason: [change.reason, planned].filter(Boolean).join('; ') || undefined },
      percent === 0 ? 'abort-canary' : 'canary',
      async (current, tx) => {
        assertCompatible(this.shellBuild(), remote, await this.versionOrFail(tx, remote, version));
        if (!current.stable)
          throw new RegistryError(
            409,
            `${remote} has no stable version yet: promote one before a canary`,
          );
        if (current.stable === version)
          throw new RegistryError(409, `${remote}@${version} is already stable`);
        return {
          next: { stable: current.stable, canary: percent === 0 ? null : { version, percent } },
          version,
          previous: current.canary?.version ?? null,
          rollout: { ramp },
        };
      },
    );
  }

  /** Ends the canary, whatever its version: stable for everyone again (ops' abort, the guard's). */
  async abortCanary(remoteName: string, change: ChangeRequest): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.changeChannels(remote, change, 'abort-canary', endCanary(remote));
  }

  /** Moves the canary's ramp to its step `step` (the guard does, once a step has been healthy). */
  async rampTo(remoteName: string, step: number, change: ChangeRequest): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.changeChannels(remote, change, 'canary', rampStep(remote, step));
  }

  /** Holds the canary's ramp at its step (the guard still watches), or lets it go on. */
  async pauseRamp(
    remoteName: string,
    paused: boolean,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    const action = paused ? 'pause-canary' : 'resume-canary';
    return this.changeChannels(remote, change, action, pauseRamp(remote, paused));
  }

  /** Makes `version` (default: the current canary) stable for everyone and ends any canary. */
  async promote(
    remoteName: string,
    version: string | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.changeChannels(remote, change, 'promote', async (current, tx) => {
      const chosen = version ?? current.canary?.version;
      if (!chosen)
        throw new RegistryError(400, `${remote} has no canary: name the version to promote`);
      assertCompatible(this.shellBuild(), remote, await this.versionOrFail(tx, remote, chosen));
      return { next: { stable: chosen, canary: null }, version: chosen, previous: current.stable };
    });
  }

  /** Puts back an earlier version: `to`, or the stable version before the current one. */
  async rollback(
    remoteName: string,
    to: string | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.changeChannels(remote, change, 'rollback', async (current, tx) => {
      const chosen =
        to ?? previousStable((await listAudit(tx, remote, 100_000)).reverse(), current.stable);
      if (!chosen)
        throw new RegistryError(400, `${remote} has no earlier stable version: name one with --to`);
      if (chosen === current.stable)
        throw new RegistryError(409, `${remote}@${chosen} is already stable`);
      await this.versionOrFail(tx, remote, chosen);
      return { next: { stable: chosen, canary: null }, version: chosen, previous: current.stable };
    });
  }

  /** Points a remote at a build hosted elsewhere and makes it stable, in one step (ops' swap). */
  async swap(remoteName: string, baseUrl: string, change: ChangeRequest): Promise<RemoteChannels> {
    const version = await this.registerExternal(remoteName, baseUrl, change);
    return this.changeChannels(version.remote, change, 'swap', async (current) => ({
      next: { stable: version.version, canary: null },
      version: version.version,
      previous: current.stable,
    }));
  }

  /**
   * Records in the audit trail that `change.actor` let one browser preview `version` for
   * `durationMs` (the grant itself is signed and kept by the browser, not here). Refuses a version
   * that is not published.
   */
  async recordPreview(
    remoteName: string,
    version: string,
    durationMs: number,
    expiresAt: Date,
    change: ChangeRequest,
  ): Promise<RemoteVersion> {
    const remote = asRemote(remoteName);
    const found = await this.versionOrFail(this.db, remote, version);
    const term = `for ${formatDuration(durationMs)}, until ${expiresAt.toISOString()}`;
    await insertAudit(this.db, {
      actor: change.actor,
      token: change.token ?? null,
      remote,
      action: 'preview',
      version,
      previous: null,
      reason: [term, change.reason].filter(Boolean).join('; '),
    });
    return found;
  }

  /**
   * What each remote serves, its versions (newest first), failures and last changes: of
   * `remotes`, or of all.
   */
  async status(
    remotes: readonly RemoteName[] | null = null,
  ): Promise<Omit<RegistryStatus, 'rollouts'>> {
    // Read fresh for the operator, though a failed read leaves visitors the registry they had.
    this.invalidate();
    const { channels, versions } = await this.snapshot();
    const failures = await listRemoteFailures(this.db);
    return {
      remotes: remoteNames
        .filter((remote) => remotes?.includes(remote) ?? true)
        .map((remote) => ({
          ...(channels.find((c) => c.remote === remote) ?? {
            remote,
            stable: null,
            canary: null,
            revision: 0,
          }),
          versions: newestFirst(
            [...versions.values()].filter((v) => v.remote === remote).map((v) => v.version),
          ),
          failures: failures.filter((f) => f.remote === remote),
        })),
      recentChanges: await listAudit(this.db, remotes ?? undefined, 20),
    };
  }

  /** A remote's versions, newest first, and its full change history, newest change first. */
  async history(remoteName: string): Promise<RemoteHistory> {
    const remote = asRemote(remoteName);
    const versions = await listRemoteVersions(this.db, remote);
    const order = newestFirst(versions.map((v) => v.version));
    return {
      versions: versions.sort((a, b) => order.indexOf(a.version) - order.indexOf(b.version)),
      changes: await listAudit(this.db, remote, 1000),
    };
  }
}
