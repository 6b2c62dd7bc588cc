import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../platform/database/databaseUnavailable';
import { stoppableDatabase } from '../../testing/databaseOutage';
import { bareShell, remoteBuild } from '../../testing/testBuild';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { RegistryService } from './registryService';

const ops = { actor: 'test' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachEngine('RegistryService while the database is down', ({ open }) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await open();
    const writer = new RegistryService(test.db, bareShell);
    await writer.publish('branches', remoteBuild('branches', '1.0.0'), ops);
    await writer.channels.promote('branches', '1.0.0', ops);
  }, 60_000);
  afterAll(() => test?.dispose());

  it('serves the last registry it read through a status read, a dropped cache and the outage, and reads again once the database is back', async () => {
    const db = stoppableDatabase(test.db);
    const registry = new RegistryService(db, bareShell);
    const before = await registry.snapshot();
    expect(before.versions.has('branches@1.0.0')).toBe(true);

    db.down = true;
    // An operator's status read fails, and says why...
    const status = await registry.status().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(status)).toBe(true);
    // ...but visitors' reads are still answered, after a notification dropped the cache too.
    expect(await registry.snapshot()).toBe(before);
    registry.invalidate();
    expect(await registry.snapshot()).toBe(before);
    // While it fails, the database is tried at most once a second, not once per request.
    const tried = db.queries;
    await Promise.all(Array.from({ length: 50 }, () => registry.snapshot()));
    expect(db.queries).toBe(tried);

    // A change made meanwhile through another instance...
    await new RegistryService(test.db, bareShell).publish(
      'branches',
      remoteBuild('branches', '1.1.0'),
      ops,
    );
    db.down = false;
    await sleep(1000);
    // ...is read by the first request after the retry pause, without anyone's help.
    const after = await registry.snapshot();
    expect(after.versions.has('branches@1.1.0')).toBe(true);
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(
      (await registry.status()).remotes.find((r) => r.remote === 'branches')?.versions,
    ).toEqual(['1.1.0', '1.0.0']);
  });

  it('never replaces a newer registry with a read begun before a later change', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = true;
    const slow = {
      ...test.db,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await test.db.query<T>(sql, params);
        // The first read's revision comes back only after a later read has finished.
        if (holdNext && /FROM registry_revision/.test(sql)) {
          holdNext = false;
          await held;
        }
        return rows;
      },
    };
    const registry = new RegistryService(slow, bareShell);
    const first = registry.snapshot();
    await sleep(50);
    await new RegistryService(test.db, bareShell).publish(
      'branches',
      remoteBuild('branches', '1.2.0'),
      ops,
    );
    registry.invalidate();
    const second = await registry.snapshot();
    release();
    expect((await first).revision).toBeLessThan(second.revision);
    expect(await registry.snapshot()).toBe(second);
  });

  it('answers the first read with the failure when nothing was ever read', async () => {
    const db = stoppableDatabase(test.db);
    db.down = true;
    const registry = new RegistryService(db, bareShell);
    await expect(registry.snapshot()).rejects.toSatisfy(isDatabaseUnavailable);
    db.down = false;
    expect((await registry.snapshot()).versions.size).toBeGreaterThan(0);
  });
});
