import {
  compatibilityConflicts,
  FILE_NAME_RULE,
  isSafeFileName,
  nameProblems,
  readManifestFacts,
  shown,
  type ManifestFacts,
  type RemoteVersion,
  type ShellBuild,
} from '@gold/registry/model';
import { API_LEVEL, API_LEVEL_FLOOR } from '@gold/contracts';
import { remoteNames, siteRoutes, type RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../../platform/database';
import { findRemoteVersion, insertAudit, insertRemoteVersion } from '../store/registry';
import { bumpRegistryRevision } from '../store/registryRevision';
import type { ChangeRequest } from './channelChange';
import { RegistryError } from '../registryErrors';

/** `name` as a remote of the catalog; 404 otherwise. */
export function asRemote(name: string): RemoteName {
  if (!remoteNames.includes(name as RemoteName))
    throw new RegistryError(404, `"${name}" is not a remote`);
  return name as RemoteName;
}

/** A published version; 404 when it is not. */
export async function versionOrFail(
  db: Queryable,
  remote: RemoteName,
  version: string,
): Promise<RemoteVersion> {
  const found = await findRemoteVersion(db, remote, version);
  if (!found) throw new RegistryError(404, `${remote}@${version} is not published`);
  return found;
}

/**
 * What a build's manifest says, if `read` gives a readable manifest of `remote` whose version is
 * strict semver and whose entry is a safe file name; 400 naming `what` or each refused name
 * otherwise (`read` may throw, as parsing a manifest file does).
 */
export function manifestFactsOf(
  remote: RemoteName,
  read: () => unknown,
  what: string,
): ManifestFacts {
  let facts;
  try {
    facts = readManifestFacts(read());
  } catch (error) {
    throw new RegistryError(400, `${what} is unreadable: ${(error as Error).message}`);
  }
  if (facts.remote !== remote)
    throw new RegistryError(400, `the build is remote ${shown(facts.remote)}, not "${remote}"`);
  const problems = nameProblems(facts);
  if (problems.length > 0)
    throw new RegistryError(400, `${what} names what the registry refuses`, problems);
  return facts;
}

/** Refuses (400) a build whose files are not all named from the safe alphabet, naming each. */
export function assertSafeFileNames(names: Iterable<string>): void {
  const refused = [...names].filter((name) => !isSafeFileName(name));
  if (refused.length > 0)
    throw new RegistryError(
      400,
      `the build has ${refused.length === 1 ? 'a file name' : `${refused.length} file names`} the registry refuses`,
      refused.slice(0, 10).map((name) => `${shown(name)} ${FILE_NAME_RULE}`),
    );
}

/** Why the shell could not run a build of `remote`, or this server would refuse its requests. */
export function conflictsWithHost(
  shell: ShellBuild,
  remote: RemoteName,
  version: ManifestFacts,
): string[] {
  return compatibilityConflicts(
    {
      ...shell,
      requiredExposes: siteRoutes
        .filter((route) => route.remote === remote)
        .map((route) => route.module),
      api: { accepts: API_LEVEL, floor: API_LEVEL_FLOOR },
    },
    version,
  );
}

/**
 * The compatibility gate: refuses a build the shell could not run, or whose requests this server
 * would refuse (its API level), naming every conflict.
 */
export function assertCompatible(shell: ShellBuild, remote: RemoteName, version: ManifestFacts) {
  const conflicts = conflictsWithHost(shell, remote, version);
  if (conflicts.length > 0) {
    throw new RegistryError(
      422,
      `${remote}@${version.version} is not compatible with the shell`,
      conflicts,
    );
  }
}

/** The audit record of a publish, and the revision every instance watches, in `tx`. */
export async function recordPublish(
  tx: Queryable,
  version: RemoteVersion,
  { reason, token }: Pick<ChangeRequest, 'reason' | 'token'>,
): Promise<void> {
  await insertAudit(tx, {
    actor: version.publishedBy,
    token: token ?? null,
    remote: version.remote,
    action: 'publish',
    version: version.version,
    previous: null,
    reason: reason ?? null,
  });
  await bumpRegistryRevision(tx);
}

/** Stores a new version with its audit record (by its publisher); false when it exists already. */
export function recordVersion(
  db: Database,
  version: RemoteVersion,
  change: Pick<ChangeRequest, 'reason' | 'token'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertRemoteVersion(tx, version))) return false;
    await recordPublish(tx, version, change);
    return true;
  });
}
