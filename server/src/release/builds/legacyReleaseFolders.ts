import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../platform/database';
import { listRemoteVersions } from '../store/registry';
import { holdsReleaseFiles, insertReleaseFiles } from '../store/releaseFiles';
import { readBuildFolder } from './buildFiles';

/** What {@link importLegacyReleaseFolders} did with the version folders it found. */
export interface LegacyReleaseFolders {
  /** `remote@version` of the versions whose files it copied into the database. */
  imported: string[];
  /** `remote@version` of the folders it could not read, or that hold no file: left, for a person. */
  broken: string[];
}

/**
 * Servers before release files moved into the database (decision 0001) kept them in
 * `<DATA_DIR>/releases/<remote>/<version>`. Copies each such version's files into the database
 * once, so an upgrade keeps serving them: a version whose files the database holds is left alone,
 * so a second start copies nothing. The folders stay where they are.
 */
export async function importLegacyReleaseFolders(
  db: Database,
  root: string,
): Promise<LegacyReleaseFolders> {
  const done: LegacyReleaseFolders = { imported: [], broken: [] };
  if (!existsSync(root)) return done;
  for (const version of await listRemoteVersions(db)) {
    const folder = join(root, version.remote, version.version);
    if (version.baseUrl.startsWith('http') || !existsSync(folder)) continue;
    const name = `${version.remote}@${version.version}`;
    const files = await readBuildFolder(folder).catch(() => undefined);
    if (!files?.size) {
      done.broken.push(name);
      continue;
    }
    const copied = await db.transaction(async (tx) => {
      if (await holdsReleaseFiles(tx, version.remote, version.version)) return false;
      await insertReleaseFiles(tx, version.remote, version.version, files);
      return true;
    });
    if (copied) done.imported.push(name);
  }
  return done;
}
