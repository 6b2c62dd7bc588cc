import type { AuditEntry, RemoteChannels, RemoteVersion, ShellBuild } from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../db';
import {
  findRemoteVersion,
  listAudit,
  listChannels,
  listRemoteFailures,
  listRemoteVersions,
  type RemoteFailure,
} from '../db/registry';
import { changeChannels, type ChangeRequest, type ChannelDecision } from './channelChange';
import { RegistryError } from './registryErrors';
import { sriOf, type ReleaseFiles, type ReleaseStore } from './releaseStore';
import { asRemote, assertCompatible, manifestFactsOf, recordVersion } from './versionRecords';

export type { ChangeRequest } from './channelChange';

/** Everything the registry holds, read in one go (what the HTML renderer resolves from). */
export interface RegistrySnapshot {
  channels: RemoteChannels[];
  versions: Map<string, RemoteVersion>;
}

const key = (remote: string, version: string) => `${remote}@${version}`;

/**
 * The registry of remotes: immutable versions, stable and canary channels changed by
 * compare-and-swap, an audit record for every change, and the compatibility gate.
 */
export class RegistryService {
  private snapshotCache: Promise<RegistrySnapshot> | undefined;

  constructor(
    private readonly db: Database,
    private readonly store: ReleaseStore,
    /** Versions of the shell's shared singletons (read from the shell's build). */
    private readonly shellBuild: () => ShellBuild,
  ) {}

  /** The current registry; cached until the next change made through this service. */
  snapshot(): Promise<RegistrySnapshot> {
    this.snapshotCache ??= (async () => {
      const [channels, versions] = await Promise.all([
        listChannels(this.db),
        listRemoteVersions(this.db),
      ]);
      return { channels, versions: new Map(versions.map((v) => [key(v.remote, v.version), v])) };
    })().catch((error: unknown) => {
      this.snapshotCache = undefined;
      throw error;
    });
    return this.snapshotCache;
  }

  private changed() {
    this.snapshotCache = undefined;
  }

  /** Makes a build an immutable version served from this server's release store. */
  async publish(
    remoteName: string,
    files: ReleaseFiles,
    change: ChangeRequest,
  ): Promise<RemoteVersion> {
    const remote = asRemote(remoteName);
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
    if (
      (await this.snapshot()).versions.has(key(remote, facts.version)) ||
      this.store.has(remote, facts.version)
    ) {
      throw new RegistryError(
        409,
        `${remote}@${facts.version} is already published; versions are immutable: bump the version`,
      );
    }
    await this.store.put(remote, facts.version, files);
    if (!(await recordVersion(this.db, version, change.reason ?? null))) {
      throw new RegistryError(409, `${remote}@${facts.version} is already published`);
    }
    this.changed();
    return version;
  }

  /** Registers a version hosted elsewhere (a CDN, another origin), from its manifest. */
  async registerExternal(
    remoteName: string,
    baseUrl: string,
    manifest: unknown,
    integrity: string | null,
    change: ChangeRequest,
  ): Promise<RemoteVersion> {
    const remote = asRemote(remoteName);
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw new RegistryError(400, `"${baseUrl}" is not an absolute URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new RegistryError(400, 'only http(s) URLs can host a remote');
    const facts = manifestFactsOf(remote, () => manifest, 'the manifest');
    assertCompatible(this.shellBuild(), remote, facts);
    const version: RemoteVersion = {
      ...facts,
      remote,
      baseUrl: url.href.endsWith('/') ? url.href : `${url.href}/`,
      integrity,
      publishedAt: new Date().toISOString(),
      publishedBy: change.actor,
    };
    const stored = await recordVersion(
      this.db,
      version,
      change.reason ?? `external at ${version.baseUrl}`,
    );
    if (!stored)
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

  /** Serves `version` to `percent` % of visitors (by bucket); 0 ends the canary. */
  async canary(
    remoteName: string,
    version: string,
    percent: number,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      throw new RegistryError(400, 'percent must be a whole number from 0 to 100');
    return this.changeChannels(
      remote,
      change,
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
        };
      },
    );
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
      let chosen = to;
      if (!chosen) {
        const earlier = (await listAudit(tx, remote, 200)).find(
          (entry) =>
            ['promote', 'rollback', 'swap'].includes(entry.action) &&
            entry.previous &&
            entry.previous !== current.stable,
        );
        chosen = earlier?.previous ?? undefined;
      }
      if (!chosen)
        throw new RegistryError(400, `${remote} has no earlier stable version: name one with --to`);
      if (chosen === current.stable)
        throw new RegistryError(409, `${remote}@${chosen} is already stable`);
      await this.versionOrFail(tx, remote, chosen);
      return { next: { stable: chosen, canary: null }, version: chosen, previous: current.stable };
    });
  }

  /** Points a remote at a build hosted elsewhere and makes it stable, in one step. */
  async swap(
    remoteName: string,
    baseUrl: string,
    manifest: unknown,
    integrity: string | null,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const version = await this.registerExternal(remoteName, baseUrl, manifest, integrity, change);
    return this.changeChannels(version.remote, change, 'swap', async (current) => ({
      next: { stable: version.version, canary: null },
      version: version.version,
      previous: current.stable,
    }));
  }

  /** What each remote serves, its versions, failures and last changes. */
  async status(): Promise<{
    remotes: (RemoteChannels & { versions: string[]; failures: RemoteFailure[] })[];
    recentChanges: AuditEntry[];
  }> {
    this.changed();
    const { channels, versions } = await this.snapshot();
    const failures = await listRemoteFailures(this.db);
    return {
      remotes: remoteNames.map((remote) => ({
        ...(channels.find((c) => c.remote === remote) ?? {
          remote,
          stable: null,
          canary: null,
          revision: 0,
        }),
        versions: [...versions.values()].filter((v) => v.remote === remote).map((v) => v.version),
        failures: failures.filter((f) => f.remote === remote),
      })),
      recentChanges: await listAudit(this.db, undefined, 20),
    };
  }

  /** A remote's versions and its full change history, newest change first. */
  async history(remoteName: string): Promise<{ versions: RemoteVersion[]; changes: AuditEntry[] }> {
    const remote = asRemote(remoteName);
    return {
      versions: await listRemoteVersions(this.db, remote),
      changes: await listAudit(this.db, remote, 1000),
    };
  }
}
