import { expect, test } from '../support/test';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// OPS_PORT: ops on a listener of their own, which need not face the internet.
const PORT = Number(process.env.E2E_OPS_LISTENER_PORT ?? 8203);
const OPS_PORT = PORT + 1;
const authorization = `Bearer ${process.env.OPS_TOKEN ?? 'dev-ops-token'}`;

const answers = (url: string) =>
  fetch(url, { headers: { authorization } }).then(
    (response) => response.status,
    () => 'no answer',
  );

// A start of the real server takes over 30 s on a busy two-core machine.
test.setTimeout(180_000);
let server: OwnServer | undefined;
test.afterAll(() => server?.stop());

test('with OPS_PORT, /ops answers on that port only, and SIGTERM stops both listeners', async () => {
  server = await startOwnServer(PORT, { OPS_PORT: String(OPS_PORT) });
  const ops = `http://localhost:${OPS_PORT}`;
  expect(await answers(`${ops}/ops/registry`)).toBe(200);
  expect(await answers(`${server.url}/ops/registry`)).toBe(404);
  expect(await answers(`${ops}/website/home`)).toBe(404);
  expect(await answers(`${server.url}/website/home`)).toBe(200);
  // The release console goes with the endpoints it calls: on the ops port only.
  expect(await answers(`${ops}/ops/`)).toBe(200);
  expect(await answers(`${server.url}/ops/`)).toBe(404);

  server.signal('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(await answers(`${ops}/ops/registry`)).toBe('no answer');
  expect(await answers(`${server.url}/website/home`)).toBe('no answer');
});
