import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteCatalog } from '@gold/routes';
import { expect, test } from '../support/test';
import { opsPortOf, repoRoot } from '../support/serverProcess';

// The built server finds what it serves beside itself: a checkout's built parts moved to another
// folder, started without WEB_ROOT, publish and serve the moved files, not the build machine's.
const PORT = Number(process.env.E2E_MOVED_PORT ?? 8276);
const MARK = '/* served from the moved copy */';

/** What a release needs of a checkout: the built server, shell, console and remotes. */
const builtParts = [
  'server/dist',
  'shell/dist',
  'ops-console/dist',
  ...Object.values(remoteCatalog).map(({ folder }) => `${folder}/dist`),
];

test('a moved build publishes and serves its own files, and the audit names where it is', async () => {
  // A start of the real server takes over 30 s on a busy two-core machine.
  test.setTimeout(240_000);
  const moved = mkdtempSync(join(tmpdir(), 'gold-moved-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'gold-moved-data-'));
  for (const part of builtParts)
    cpSync(join(repoRoot, part), join(moved, part), { recursive: true });
  // The npm dependencies stay external to the bundle: the moved copy uses the installed ones.
  symlinkSync(join(repoRoot, 'node_modules'), join(moved, 'node_modules'));
  symlinkSync(join(repoRoot, 'server/node_modules'), join(moved, 'server/node_modules'));
  const shellScript = readdirSync(join(moved, 'shell/dist')).find((name) => name.endsWith('.js'));
  expect(shellScript).toBeDefined();
  appendFileSync(join(moved, 'shell/dist', shellScript!), `\n${MARK}\n`);

  const template = process.env.E2E_DATABASE_TEMPLATE;
  if (template) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const { WEB_ROOT: _webRoot, ...inherited } = process.env;
  const url = `http://localhost:${PORT}`;
  const opsUrl = `http://localhost:${opsPortOf(PORT)}`;
  const server = spawn(process.execPath, [join(moved, 'server/dist/server.mjs')], {
    cwd: moved,
    env: {
      ...inherited,
      PORT: String(PORT),
      OPS_PORT: String(opsPortOf(PORT)),
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/website/home`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 180_000,
          intervals: [250],
        },
      )
      .toBe(200);

    const served = await fetch(`${url}/shell/${shellScript}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(MARK);
    expect(readFileSync(join(repoRoot, 'shell/dist', shellScript!), 'utf8')).not.toContain(MARK);

    const history = spawnSync(
      process.execPath,
      [join(repoRoot, 'server/dist/cli.mjs'), 'registry', 'history', 'home', '--server', opsUrl],
      { encoding: 'utf8', env: { ...process.env, OPS_TOKEN: 'dev-ops-token', OPS_ACTOR: 'e2e' } },
    );
    expect(history.status, history.stderr).toBe(0);
    expect(history.stdout).toContain(`local build in ${join(moved, 'mf-home/dist')}`);
    expect(history.stdout).not.toContain(repoRoot);

    expect((await fetch(`${opsUrl}/ops/`)).status).toBe(200);
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(moved, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
