import type { RemoteVersion } from '@gold/registry/model';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertRemoteVersion } from '../store/registry';
import { listReleaseFiles, readReleaseBlob, sha256Of } from '../store/releaseFiles';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { remoteBuild } from '../../testing/testBuild';
import { sriOf } from './buildFiles';
import { importLegacyReleaseFolders } from './legacyReleaseFolders';

/** A version's row as older servers wrote it on a publish; its files went to a folder. */
function versionRow(version: string, baseUrl = `/remotes/calculator/${version}/`): RemoteVersion {
  return {
    remote: 'calculator',
    version,
    baseUrl,
    entryFile: 'remoteEntry.js',
    integrity: sriOf(Buffer.from(version)),
    exposes: ['./CalculatorPage'],
    shared: [],
    federationRelease: null,
    publishedAt: new Date().toISOString(),
    publishedBy: 'an older server',
  };
}

describeEachEngine(
  'release folders of older servers move into the database at start-up',
  ({ open }) => {
    let test: TestDatabase;
    let root: string;
    const build = new Map([
      ...remoteBuild('calculator', '1.0.0'),
      ['assets/chunk.0123.js', Buffer.from('chunk')],
    ]);

    beforeAll(async () => {
      test = await open();
      root = join(test.dataDir, 'releases');
      for (const row of [
        versionRow('1.0.0'),
        versionRow('1.1.0'),
        versionRow('1.2.0'),
        versionRow('2.0.0', 'https://cdn.example/calculator/2.0.0/'),
      ])
        await insertRemoteVersion(test.db, row);
      for (const [path, content] of build) {
        const file = join(root, 'calculator', '1.0.0', path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, content);
      }
      // Broken: a file where the version's folder should be, and a folder that holds no file.
      await writeFile(join(root, 'calculator', '1.1.0'), 'not a folder');
      await mkdir(join(root, 'calculator', '1.2.0', 'assets'), { recursive: true });
      // A build hosted elsewhere never had files here: a folder of its name is not read.
      await mkdir(join(root, 'calculator', '2.0.0'), { recursive: true });
      await writeFile(join(root, 'calculator', '2.0.0', 'remoteEntry.js'), 'stray');
    }, 60_000);
    afterAll(() => test?.dispose());

    it('copies each version’s files into the database byte for byte, and leaves a broken folder for a person', async () => {
      expect(await importLegacyReleaseFolders(test.db, root)).toEqual({
        imported: ['calculator@1.0.0'],
        broken: ['calculator@1.1.0', 'calculator@1.2.0'],
      });
      const stored = await listReleaseFiles(test.db, 'calculator', '1.0.0');
      expect(stored.map((file) => file.path)).toEqual([...build.keys()].sort());
      for (const file of stored) {
        const bytes = await readReleaseBlob(test.db, file.sha256);
        expect(bytes?.equals(build.get(file.path)!)).toBe(true);
        expect(file.sha256).toBe(sha256Of(bytes!));
      }
      expect(await listReleaseFiles(test.db, 'calculator', '2.0.0')).toEqual([]);
    });

    it('copies nothing again at the next start', async () => {
      const before = await listReleaseFiles(test.db, 'calculator', '1.0.0');
      expect(await importLegacyReleaseFolders(test.db, root)).toEqual({
        imported: [],
        broken: ['calculator@1.1.0', 'calculator@1.2.0'],
      });
      expect(await listReleaseFiles(test.db, 'calculator', '1.0.0')).toEqual(before);
    });

    it('does nothing where no older server left a releases folder', async () => {
      expect(await importLegacyReleaseFolders(test.db, join(test.dataDir, 'none'))).toEqual({
        imported: [],
        broken: [],
      });
    });
  },
  { timeout: 60_000 },
);
