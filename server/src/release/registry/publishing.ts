import type { BuildSource, ManifestFacts, RemoteVersion, ShellBuild } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import { faultPoint } from '../../platform/faults/faultPoints';
import { findRemoteVersion, insertRemoteVersion } from '../store/registry';
import { insertReleaseFiles, listReleaseFiles, sha256Of } from '../store/releaseFiles';
import { sriOf, type ReleaseFiles } from '../builds/buildFiles';
import { buildSourceIn } from '../builds/buildSource';
import { fetchExternalBuild, type ExternalHosting } from '../builds/externalBuild';
import type { ChangeRequest } from './channelChange';
import { RegistryError } from '../registryErrors';
import {
  asRemote,
  assertCompatible,
  assertSafeFileNames,
  manifestFactsOf,
  recordPublish,
  recordVersion,
} from './versionRecords';

/** What a publish did: stored a new version, or found the very same build already published. */
export interface Published {
  version: RemoteVersion;
  created: boolean;
}

/** What publishing needs: the database, the shell's build it gates on, and who to tell after. */
export interface PublishingContext {
  db: Database;
  /** Versions of the shell's shared singletons (read from the shell's build). */
  shellBuild: () => ShellBuild;
  hosting: ExternalHosting;
  /** Called after each new version is recorded (the cached registry follows). */
  changed: () => void;
}

/** The record of a version about to be stored, with its entry's integrity hash. */
function newVersion(
  remote: RemoteName,
  facts: ManifestFacts,
  baseUrl: string,
  integrity: string,
  change: ChangeRequest,
  source: BuildSource | null = null,
): RemoteVersion {
  return {
    ...facts,
    remote,
    baseUrl,
    integrity,
    publishedAt: new Date().toISOString(),
    publishedBy: change.actor,
    source,
  };
}

/** Refuses (409) unless `files` are exactly the published version's. */
async function assertSameBuild(
  db: Database,
  existing: RemoteVersion,
  files: ReleaseFiles,
): Promise<void> {
  const stored = await listReleaseFiles(db, existing.remote, existing.version);
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
 * Makes a build an immutable version: its files, its row and its audit record are written in
 * one transaction, so a crash at any step leaves either nothing or the whole version. The same
 * build published again is answered with the version it already is.
 */
export async function publishBuild(
  { db, shellBuild, changed }: PublishingContext,
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
  assertCompatible(shellBuild(), remote, facts);
  const baseUrl = `/remotes/${remote}/${encodeURIComponent(facts.version)}/`;
  const version = newVersion(remote, facts, baseUrl, sriOf(entry), change, buildSourceIn(files));
  const existing = await findRemoteVersion(db, remote, facts.version);
  if (existing) {
    await assertSameBuild(db, existing, files);
    return { version: existing, created: false };
  }
  await db.transaction(async (tx) => {
    if (!(await insertRemoteVersion(tx, version)))
      throw new RegistryError(409, `${remote}@${facts.version} was published at the same moment`);
    faultPoint('publish:version-written');
    await insertReleaseFiles(tx, remote, facts.version, files);
    faultPoint('publish:files-written');
    await recordPublish(tx, version, change);
    faultPoint('publish:audit-written');
  });
  faultPoint('publish:committed');
  changed();
  return { version, created: true };
}

/**
 * Registers a build hosted elsewhere (a CDN, another origin): the server reads its manifest and
 * entry now, records the entry's integrity hash and runs the same gate as a publish. It can then
 * be canaried, promoted and rolled back like a published version.
 */
export async function registerExternalBuild(
  { db, shellBuild, hosting, changed }: PublishingContext,
  remoteName: string,
  baseUrl: string,
  change: ChangeRequest,
): Promise<RemoteVersion> {
  const remote = asRemote(remoteName);
  const build = await fetchExternalBuild(baseUrl, hosting);
  const facts = manifestFactsOf(remote, () => build.manifest, `${build.baseUrl}mf-manifest.json`);
  assertCompatible(shellBuild(), remote, facts);
  const integrity = await build.integrityOf(facts.entryFile);
  const version = newVersion(remote, facts, build.baseUrl, integrity, change);
  const existing = await findRemoteVersion(db, remote, facts.version);
  if (existing?.baseUrl === version.baseUrl && existing.integrity === version.integrity)
    return existing;
  if (
    existing ||
    !(await recordVersion(db, version, {
      reason: change.reason ?? `external at ${version.baseUrl}`,
      token: change.token,
    }))
  )
    throw new RegistryError(
      409,
      `${remote}@${facts.version} is already published; versions are immutable`,
    );
  changed();
  return version;
}
