import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../platform/database';
import { listRemoteVersions } from '../store/registry';
import { insertReleaseFiles } from '../store/releaseFiles';
import { readBuildFolder } from './buildFiles';

/**
 * Servers before release files moved into the database kept them in `<DATA_DIR>/releases/<remote>/<version>`.
 * Copies each such version's files into the database once, so an upgrade keeps serving them.
 * Returns the versions copied.
 */
export async function importLegacyReleaseFolders(db: Database, root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const imported: string[] = [];
  for (const version of await listRemoteVersions(db)) {
    const folder = join(root, version.remote, version.version);
    if (version.baseUrl.startsWith('http') || !existsSync(folder)) continue;
    const files = await readBuildFolder(folder);
    const copied = await db.transaction(async (tx) => {
      const [held] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM release_files WHERE remote = $1 AND version = $2',
        [version.remote, version.version],
      );
      if (held?.n) return false;
      await insertReleaseFiles(tx, version.remote, version.version, files);
      return true;
    });
    if (copied) imported.push(`${version.remote}@${version.version}`);
  }
  return imported;
}
