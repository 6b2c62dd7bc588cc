import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { RegistryService } from './registryService';
import { watchRegistry } from './registryWatcher';
import { bareShell, remoteBuild } from '../../testing/testBuild';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';

const quiet = { error: () => undefined };

/** Resolves once `done()` holds, or fails after `withinMs`. */
async function until(done: () => boolean, withinMs: number) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > withinMs) throw new Error(`not done within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeEachEngine('registry propagation', ({ open }) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await open();
  }, 60_000);
  afterAll(() => test?.dispose());

  it('tells the revision served, and how long a change made elsewhere took to be served', async () => {
    // Another instance changes the registry; this one learns by its revision check alone.
    const { listen: _ignored, ...pollOnly } = test.db;
    const served: [number, number | null][] = [];
    const here = new RegistryService(pollOnly as Database, bareShell, undefined, {
      served: (revision, ms) => served.push([revision, ms]),
    });
    const first = await here.snapshot();
    expect(served).toEqual([[first.revision, null]]);
    // Read again without a change (an ops status does): nothing new is served.
    await here.status();
    expect(served).toHaveLength(1);

    const watcher = watchRegistry(pollOnly as Database, here, quiet, { fallbackCheckMs: 50 });
    try {
      const started = performance.now();
      await new RegistryService(test.db, bareShell).publish(
        'branches',
        remoteBuild('branches', '3.0.0'),
        { actor: 'test' },
      );
      // Served without any request asking: the watcher reads the registry it finds changed.
      await until(() => served.length === 2, 2000);
      const took = performance.now() - started;
      const [revision, ms] = served[1] ?? [];
      expect(revision).toBe(first.revision + 1);
      // From within the change's transaction to being served: some time, never more than it all.
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(took + 5);
    } finally {
      await watcher.stop();
    }
  });
});
