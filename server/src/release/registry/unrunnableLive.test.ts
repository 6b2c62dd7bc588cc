import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_LEVELS_KEY, remoteBuildLevels, shellBuildLevels } from '@gold/contracts';
import { channelsOf, insertRemoteVersion, swapChannels } from '../store/registry';
import { bumpRegistryRevision } from '../store/registryRevision';
import type { Queryable } from '../../platform/database';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { openSiteTestApp, type SiteTestApp } from '../../testing/siteTestApp';
import { versionRecord } from '../../testing/versionRecord';

/** A calculator version as a server of the build before stored it: no levels, so level 1. */
const levelOne = versionRecord('calculator', '1.0.0', { publishedBy: 'an older server' });

/** Makes `version` the calculator's stable, as an older server's promotion would, and tells every instance. */
async function makeStable(db: Queryable, version: string) {
  const { revision } = await channelsOf(db, 'calculator');
  await swapChannels(db, 'calculator', revision, { stable: version, canary: null });
  await bumpRegistryRevision(db);
}

let site: SiteTestApp;

beforeAll(async () => {
  site = await openSiteTestApp({
    // A shell of today's build, whose floor is above level 1.
    prepare: async (shellDist, testDb) => {
      await writeFile(
        join(shellDist, 'mf-manifest.json'),
        JSON.stringify({ shared: [], metaData: { [BUILD_LEVELS_KEY]: shellBuildLevels } }),
      );
      await insertRemoteVersion(testDb.db, levelOne);
      await makeStable(testDb.db, levelOne.version);
    },
  });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

it('is not ready while the registry serves a version below its floor, and ready once one of its level is promoted', async () => {
  const first = await site.app.inject('/readyz');
  expect([first.statusCode, first.json()]).toEqual([
    503,
    {
      status: 'not ready',
      reason: 'the registry serves versions this build cannot run: calculator@1.0.0 (stable)',
    },
  ]);
  await insertRemoteVersion(
    site.testDb.db,
    versionRecord('calculator', '2.0.0', { levels: remoteBuildLevels }),
  );
  await makeStable(site.testDb.db, '2.0.0');
  await expect
    .poll(async () => (await site.app.inject('/readyz')).statusCode, { timeout: 5000 })
    .toBe(200);
});
