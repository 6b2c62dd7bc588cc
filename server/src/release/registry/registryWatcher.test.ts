import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { RegistryService } from './registryService';
import { bareShell, remoteBuild } from '../../testing/testBuild';
import { watchRegistry } from './registryWatcher';
import { listenOnPostgres } from '../../platform/database/postgresListener';
import { freezingProxy } from '../../testing/freezingProxy';

const quiet = { error: () => undefined };

const build = (version: string) => remoteBuild('branches', version);

/** Resolves once `done()` holds, or fails after `withinMs`. */
async function until(done: () => boolean, withinMs: number) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > withinMs) throw new Error(`not done within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Milliseconds until `other` serves `version` of branches, or a failure after `withinMs`. */
async function timeUntilSeen(other: RegistryService, version: string, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await other.snapshot()).versions.has(`branches@${version}`)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`branches@${version} not seen within ${withinMs} ms`);
}

describeEachEngine('watchRegistry', ({ engine, open }) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await open();
  }, 60_000);
  afterAll(() => test?.dispose());

  it('without notifications, picks up a change made through another instance by its revision check', async () => {
    // This database object has no listen(): only the revision check can tell.
    const { listen: _ignored, ...pollOnly } = test.db;
    const one = new RegistryService(test.db, bareShell);
    const other = new RegistryService(pollOnly as Database, bareShell);
    await other.snapshot();
    const watcher = watchRegistry(pollOnly as Database, other, quiet, { fallbackCheckMs: 100 });
    try {
      await one.publish('branches', build('2.0.0'), { actor: 'test' });
      expect(await timeUntilSeen(other, '2.0.0', 1000)).toBeLessThan(1000);
    } finally {
      await watcher.stop();
    }
  });

  it.runIf(engine === 'postgres')(
    'drops the copy on the notification at once, with no revision check in the way',
    async () => {
      const one = new RegistryService(test.db, bareShell);
      const other = new RegistryService(test.db, bareShell);
      await other.snapshot();
      const hour = 3_600_000;
      const watcher = watchRegistry(test.db, other, quiet, {
        fallbackCheckMs: hour,
        safetyCheckMs: hour,
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await one.publish('branches', build('3.0.0'), { actor: 'test' });
        expect(await timeUntilSeen(other, '3.0.0', 1000)).toBeLessThan(1000);
      } finally {
        await watcher.stop();
      }
    },
  );

  it.runIf(engine === 'postgres')(
    'when the notification connection is cut, checks the revision every second until it is back',
    async () => {
      const one = new RegistryService(test.db, bareShell);
      const other = new RegistryService(test.db, bareShell);
      await other.snapshot();
      const watcher = watchRegistry(test.db, other, quiet, { safetyCheckMs: 3_600_000 });
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await test.db.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'gold registry notifications' AND datname = current_database()",
        );
        await one.publish('branches', build('3.1.0'), { actor: 'test' });
        expect(await timeUntilSeen(other, '3.1.0', 2500)).toBeLessThan(2500);
      } finally {
        await watcher.stop();
      }
    },
  );

  it.runIf(engine === 'postgres')(
    'when the notification connection hangs, replaces it and sees a change within 5 s',
    async () => {
      const url = new URL(test.url!);
      const proxy = await freezingProxy({ host: url.hostname, port: Number(url.port) });
      const throughProxy = new URL(url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      let up = 0;
      let down = 0;
      const hanging: Database = {
        ...test.db,
        listen: (channel, handlers) =>
          listenOnPostgres(
            throughProxy.toString(),
            channel,
            {
              notify: handlers.notify,
              connected: (isUp) => {
                if (isUp) up += 1;
                else down += 1;
                handlers.connected(isUp);
              },
            },
            quiet,
          ),
      };
      const one = new RegistryService(test.db, bareShell);
      const other = new RegistryService(test.db, bareShell);
      await other.snapshot();
      const hour = 3_600_000;
      const watcher = watchRegistry(hanging, other, quiet, { safetyCheckMs: hour });
      try {
        await until(() => up === 1, 2000);
        expect(proxy.freeze()).toBe(1);
        const frozenAt = Date.now();
        await one.publish('branches', build('3.2.0'), { actor: 'test' });
        expect(await timeUntilSeen(other, '3.2.0', 5000)).toBeLessThan(5000);
        await until(() => up === 2, 5000);
        const replacedMs = Date.now() - frozenAt;
        console.info(`hung notification connection replaced in ${replacedMs} ms`);
        expect(down).toBe(1);
        expect(replacedMs).toBeLessThan(5000);
        // The new connection hears the next change at once.
        await one.publish('branches', build('3.3.0'), { actor: 'test' });
        expect(await timeUntilSeen(other, '3.3.0', 1000)).toBeLessThan(1000);
      } finally {
        await watcher.stop();
        await proxy.close();
      }
    },
    15_000,
  );
});
