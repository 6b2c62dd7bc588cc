import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// Fault injection: the server kills itself with SIGKILL at a named step of a publish
// (GOLD_FAULT_KILL_AT, see server/src/platform/faults/faultPoints.ts), as a power cut would.
// After a restart the version must be absent or whole, nothing half-written may remain, and the
// same publish run again must succeed.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const port = Number(process.env.E2E_CRASH_PORT ?? 8201);
const beforeCommit = ['publish:version-written', 'publish:files-written', 'publish:audit-written'];

function versionsOf(server: OwnServer): string[] {
  const history = server.cli('registry', 'history', 'calculator', '--json');
  return (JSON.parse(history.out) as { versions: { version: string }[] }).versions.map(
    (v) => v.version,
  );
}

/** Every file of `build` is served by `server` as `version`, byte for byte. */
async function expectWhole(server: OwnServer, build: string, version: string) {
  for (const entry of readdirSync(build, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = file.slice(build.length + 1);
    const response = await fetch(`${server.url}/remotes/calculator/${version}/${path}`);
    expect(response.status, path).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file)), path).toBe(true);
  }
}

function leftovers(dataDir: string): string[] {
  const cache = join(dataDir, 'release-cache', 'calculator');
  return existsSync(cache) ? readdirSync(cache).filter((name) => name.includes('.partial-')) : [];
}

const adminUrl = process.env.TEST_DATABASE_URL;
const engines = ['PGlite', ...(adminUrl ? ['PostgreSQL'] : [])];

for (const name of engines) {
  test(`on ${name}: a kill at any step of a publish leaves no version or a whole one, and the publish runs again`, async () => {
    const database =
      name === 'PostgreSQL' && adminUrl
        ? await createScratchDatabase(adminUrl, 'crash')
        : undefined;
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    const dataDir = mkdtempSync(join(tmpdir(), 'gold-crash-'));
    const base = { ...env, DATA_DIR: dataDir, AUTO_PUBLISH: '0' };
    const points = [...beforeCommit, 'publish:committed'];
    for (const [index, point] of points.entries()) {
      const version = `1.9.${index}-${name.toLowerCase()}`;
      const build = builtCopyAs('mf-calculator', version);
      const armed = await startOwnServer(port, { ...base, GOLD_FAULT_KILL_AT: point });
      try {
        const publish = armed.cli('registry', 'publish', 'calculator', '--dist', build);
        expect(publish.code, point).toBe(1);
        expect(await armed.exited, point).toBeNull();
      } finally {
        await armed.stop();
      }

      const restarted = await startOwnServer(port, base);
      try {
        const committed = point === 'publish:committed';
        expect(versionsOf(restarted).includes(version), point).toBe(committed);
        if (committed) await expectWhole(restarted, build, version);
        else {
          const missing = await fetch(
            `${restarted.url}/remotes/calculator/${version}/remoteEntry.js`,
          );
          expect(missing.status, point).toBe(404);
        }
        const again = restarted.cli('registry', 'publish', 'calculator', '--dist', build);
        expect(again.code, `${point}: ${again.err}`).toBe(0);
        await expectWhole(restarted, build, version);
        expect(leftovers(dataDir), point).toEqual([]);
      } finally {
        await restarted.stop();
      }
    }
    await database?.drop();
  });
}

test('a kill while an instance copies a version into its local cache leaves nothing half-written, and the restart serves it whole', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gold-crash-cache-'));
  const base = { DATA_DIR: dataDir, AUTO_PUBLISH: '0' };
  const build = builtCopyAs('mf-calculator', '1.9.9');
  const armed = await startOwnServer(port, { ...base, GOLD_FAULT_KILL_AT: 'cache:files-written' });
  try {
    expect(armed.cli('registry', 'publish', 'calculator', '--dist', build).code).toBe(0);
    await fetch(`${armed.url}/remotes/calculator/1.9.9/remoteEntry.js`).catch(() => undefined);
    expect(await armed.exited).toBeNull();
  } finally {
    await armed.stop();
  }
  expect(leftovers(dataDir)).toHaveLength(1);

  const restarted = await startOwnServer(port, base);
  try {
    expect(leftovers(dataDir)).toEqual([]);
    await expectWhole(restarted, build, '1.9.9');
  } finally {
    await restarted.stop();
  }
});
