import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { repoRoot, startOwnServer, type OwnServer } from '../support/serverProcess';

// Ops on a listener of their own by default: another origin than the visitors' pages, on loopback.
const PORT = Number(process.env.E2E_OPS_LISTENER_PORT ?? 8203);
const authorization = `Bearer ${process.env.OPS_TOKEN ?? 'dev-ops-token'}`;

const answers = (url: string) =>
  fetch(url, { headers: { authorization, accept: 'text/html' } }).then(
    (response) => response.status,
    () => 'no answer',
  );

// A start of the real server takes over 30 s on a busy two-core machine.
test.setTimeout(180_000);
let server: OwnServer | undefined;
test.afterAll(() => server?.stop());

test('by default /ops answers on the port after the site’s only, the README’s commands find it, and SIGTERM stops both listeners', async () => {
  // OPS_PORT '': the server's own default.
  server = await startOwnServer(PORT, { OPS_PORT: '' });
  const ops = `http://localhost:${PORT + 1}`;
  expect(server.opsUrl).toBe(ops);
  expect(await answers(`${ops}/ops/registry`)).toBe(200);
  expect(await answers(`${ops}/website/home`)).toBe(404);
  expect(await answers(`${server.url}/website/home`)).toBe(200);
  // The release console goes with the endpoints it calls: on the ops port only.
  expect(await answers(`${ops}/ops/`)).toBe(200);
  for (const path of ['/ops', '/ops/', '/ops/registry', '/ops/console/', '/ops/tokens'])
    expect(await answers(`${server.url}${path}`), path).toBe(404);

  // As the README prints it: no --server, only the PORT the server was started with.
  const status = spawnSync(
    process.execPath,
    [join(repoRoot, 'server/dist/cli.mjs'), 'registry', 'status'],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, PORT: String(PORT) } },
  );
  expect(status.status, status.stderr).toBe(0);
  expect(status.stdout).toContain('calculator');

  server.signal('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(await answers(`${ops}/ops/registry`)).toBe('no answer');
  expect(await answers(`${server.url}/website/home`)).toBe('no answer');
});
