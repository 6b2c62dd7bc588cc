import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { channelsOf, insertRemoteVersion, swapChannels } from '../release/store/registry';
import { insertReleaseFiles } from '../release/store/releaseFiles';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { openSiteTestApp, type SiteTestApp } from '../testing/siteTestApp';
import { versionRecord } from '../testing/versionRecord';

let site: SiteTestApp;

/** A version published here whose files no visitor has asked for yet. */
const published = versionRecord('calculator', '1.2.0', { exposes: ['./CalculatorPage'] });

beforeAll(async () => {
  site = await openSiteTestApp({
    prepare: (_shellDist, testDb) =>
      testDb.db.transaction(async (tx) => {
        await insertRemoteVersion(tx, published);
        await insertReleaseFiles(
          tx,
          'calculator',
          published.version,
          new Map([['remoteEntry.js', Buffer.from('/* entry */')]]),
        );
        const { revision } = await channelsOf(tx, 'calculator');
        await swapChannels(tx, 'calculator', revision, { stable: published.version, canary: null });
      }),
  });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

it('a disk that cannot take a version’s files: the page is served without them, the file answers 503 to be asked elsewhere, and both heal with the disk', async () => {
  // A file where the cache's folder is: no folder can be made in it, even by root.
  const cache = join(site.testDb.dataDir, 'release-cache');
  await rm(cache, { recursive: true, force: true });
  await writeFile(cache, 'not a folder');
  const entry = `/remotes/calculator/${published.version}/remoteEntry.js`;
  const page = await site.app.inject({ method: 'GET', url: '/website/Calculator' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`"version":"${published.version}"`);
  const refused = await site.app.inject({ method: 'GET', url: entry });
  expect([refused.statusCode, refused.headers['retry-after']]).toEqual([503, '5']);

  await rm(cache);
  const served = await site.app.inject({ method: 'GET', url: entry });
  expect([served.statusCode, served.body]).toEqual([200, '/* entry */']);
});
