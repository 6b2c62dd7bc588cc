import { rmSync } from 'node:fs';
import { remoteCatalog, remoteNames } from '@gold/routes';
import { expect, test } from '../support/test';
import { devices } from '../support/devices';
import { expectEveryRouteHydrated } from '../support/everyRouteHydrated';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// hydration.spec.ts's checks for a canary of every remote, on a server of the suite's own.

const CANARY_VERSION = '1.0.1-hydration';
const CANARY_PORT = Number(process.env.E2E_HYDRATION_PORT ?? 8241);

test.describe('with a canary of every remote', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(CANARY_PORT);
    for (const remote of remoteNames) {
      const dist = builtCopyAs(remoteCatalog[remote].folder, CANARY_VERSION);
      try {
        const published = server.cli('registry', 'publish', remote, '--dist', dist);
        expect(published.code, published.err).toBe(0);
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
      const canary = server.cli('registry', 'canary', remote, CANARY_VERSION, '--percent', '100');
      expect(canary.code, canary.err).toBe(0);
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const device of devices) {
    test(`on a ${device.name}, every route of the canaries hydrates its HTML in place`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext(device.use);
      const page = await context.newPage();
      await expectEveryRouteHydrated(page, server?.url ?? '', CANARY_VERSION);
      await context.close();
    });
  }
});
