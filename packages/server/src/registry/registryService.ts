import {
  compatibilityConflicts,
  readManifestFacts,
  type AuditEntry,
  type HostFacts,
  type ManifestFacts,
  type RemoteChannels,
  type RemoteVersion,
  type ShellBuild,
} from '@gold/registry/model';
import { remoteNames, siteRoutes, type RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../db';
import {
  channelsOf,
  findRemoteVersion,
  insertAudit,
  insertRemoteVersion,
  listAudit,
  listChannels,
  listRemoteFailures,
  listRemoteVersions,
  swapChannels,
  type RemoteFailure,
} from '../db/registry';
import { RegistryError } from './registryErrors';
import { sriOf, type ReleaseFiles, type ReleaseStore } from './releaseStore';

/** Who asks for a change and why, for the audit trail; `revision` makes the write conditional. */
export interface ChangeRequest {
  actor: string;
  reason?: string;
  /** The revision the caller read; a write against any other revision is refused (409). */
  revision?: number;
}

/** Everything the registry holds, read in one go (what the HTML renderer resolves from). */
export interface RegistrySnapshot {
  channels: RemoteChannels[];
  versions: Map<string, RemoteVersion>;
}

const key = (remote: string, version: string) => `${remote}@${version}`;

function asRemote(name: string): RemoteName {
  if (!remoteNames.includes(name as RemoteName))
    throw new RegistryError(404, `"${name}" is not a remote`);
  return name as RemoteName;
}

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

  /** The compatibility gate: refuses a build the shell could not run, naming every conflict. */
  private gate(remote: RemoteName, version: ManifestFacts) {
    const host: HostFacts = {
      ...this.shellBuild(),
      requiredExposes: siteRoutes
        .filter((route) => route.remote === remote)
        .map((route) => route.module),
    };
    const conflicts = compatibilityConflicts(host, version);
    if (conflicts.length > 0) {
      throw new RegistryError(
        422,
        `${remote}@${version.version} is not compatible with the shell`,
        conflicts,
      );
    }
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
    let facts;
    try {
      facts = readManifestFacts(JSON.parse(manifestFile.toString('utf8')));
    } catch (error) {
      throw new RegistryError(400, `mf-manifest.json is unreadable: ${(error as Error).message}`);
    }
    if (facts.remote !== remote)
      throw new RegistryError(400, `the build is remote "${facts.remote}", not "${remote}"`);
    const entry = files.get(facts.entryFile);
    if (!entry) throw new RegistryError(400, `the build has no entry file ${facts.entryFile}`);
    this.gate(remote, facts);
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
    await this.db.transaction(async (tx) => {
      if (!(await insertRemoteVersion(tx, version))) {
        throw new RegistryError(409, `${remote}@${facts.version} is already published`);
      }
      await insertAudit(tx, {
        actor: change.actor,
        remote,
        action: 'publish',
        version: facts.version,
        previous: null,
        reason: change.reason ?? null,
      });
    });
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
    let facts;
    try {
      facts = readManifestFacts(manifest);
    } catch (error) {
      throw new RegistryError(400, `the manifest is unreadable: ${(error as Error).message}`);
    }
    if (facts.remote !== remote)
      throw new RegistryError(400, `the build is remote "${facts.remote}", not "${remote}"`);
    this.gate(remote, facts);
    const version: RemoteVersion = {
      ...facts,
      remote,
      baseUrl: url.href.endsWith('/') ? url.href : `${url.href}/`,
      integrity,
      publishedAt: new Date().toISOString(),
      publishedBy: change.actor,
    };
    const stored = await this.db.transaction(async (tx) => {
      if (!(await insertRemoteVersion(tx, version))) return false;
      await insertAudit(tx, {
        actor: change.actor,
        remote,
        action: 'publish',
        version: facts.version,
        previous: null,
        reason: change.reason ?? `external at ${version.baseUrl}`,
      });
      return true;
    });
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

  /** Applies a change to a remote's channels if nobody changed them since they were read. */
  private async changeChannels(
    remote: RemoteName,
    change: ChangeRequest,
    action: AuditEntry['action'],
    decide: (
      current: RemoteChannels,
      tx: Queryable,
    ) => Promise<{
      next: Pick<RemoteChannels, 'stable' | 'canary'>;
      version: string | null;
      previous: string | null;
    }>,
  ): Promise<RemoteChannels> {
    const result = await this.db.transaction(async (tx) => {
      const current = await channelsOf(tx, remote);
      if (change.revision !== undefined && change.revision !== current.revision) {
        throw new RegistryError(
          409,
          `${remote} changed since you read it (revision ${change.revision}, now ${current.revision}): read its status again and retry`,
        );
      }
      const { next, version, previous } = await decide(current, tx);
      const revision = await swapChannels(tx, remote, current.revision, next);
      if (revision === null) {
        throw new RegistryError(
          409,
          `${remote} was changed by someone else at the same moment: read its status again and retry`,
        );
      }
      await insertAudit(tx, {
        actor: change.actor,
        remote,
        action,
        version,
        previous,
        reason: change.reason ?? null,
      });
      return { remote, ...next, revision };
    });
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
        this.gate(remote, await this.versionOrFail(tx, remote, version));
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
      this.gate(remote, await this.versionOrFail(tx, remote, chosen));
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
