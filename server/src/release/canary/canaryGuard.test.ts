import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { listAudit, listChannels } from '../store/registry';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { recordVisitors } from '../store/versionVisitors';
import { CanaryGuard, GUARD_ACTOR, RAMP_ACTOR } from './canaryGuard';
import { changeGuardThresholds } from './guardSettingsChange';
import { RegistryService } from '../registry/registryService';
import { bareShell, remoteBuild } from '../../testing/testBuild';

const quiet = { error: () => undefined, warn: () => undefined };
const ops = { actor: 'test' };
const defaults = { minVisitors: 20, maxRatePercent: 5, maxRatio: 2 };
const window = { defaults, windowMs: 600_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachEngine('CanaryGuard', ({ open }) => {
  let test: TestDatabase;
  let db: Database;
  let registry: RegistryService;
  const guardOf = (instance: RegistryService, intervalMs = 50) =>
    new CanaryGuard(db, instance, { ...window, intervalMs, log: quiet });

  /** `visitors` of a branches version, each from an address of its own, `failed` of them failed, at `at`. */
  async function traffic(version: string, visitors: number, failed: number, at = Date.now()) {
    const seenAt = new Date(at);
    await recordVisitors(
      db,
      Array.from({ length: visitors }, (_, i) => ({
        remote: 'branches' as const,
        version,
        visitor: randomBytes(16).toString('hex'),
        address: randomBytes(4).join('.'),
        seenAt,
        failedAt: i < failed ? seenAt : null,
      })),
    );
  }
  const channels = async () => (await listChannels(db)).find((c) => c.remote === 'branches')!;
  const changesOf = async (version: string) =>
    (await listAudit(db, 'branches', 1000))
      .filter((e) => e.version === version && e.action !== 'publish')
      .reverse();

  beforeAll(async () => {
    test = await open();
    db = test.db;
    registry = new RegistryService(db, bareShell);
    for (const minor of [0, 1, 2, 3, 4, 5, 6, 7, 8])
      await registry.publish('branches', remoteBuild('branches', `1.${minor}.0`), ops);
    await registry.channels.promote('branches', '1.0.0', ops);
    await traffic('1.0.0', 200, 1);
  }, 60_000);
  afterAll(() => test?.dispose());

  it('waits for the minimum of canary visitors, then ends a failing canary with the figures and leaves stable alone', async () => {
    await registry.channels.canary('branches', '1.1.0', 50, ops);
    await traffic('1.1.0', 19, 6);
    await guardOf(registry).tick();
    expect((await channels()).canary).toEqual({ version: '1.1.0', percent: 50 });
    await traffic('1.1.0', 1, 0);
    await guardOf(registry).tick();
    expect(await channels()).toMatchObject({ stable: '1.0.0', canary: null });
    const [, ended] = await changesOf('1.1.0');
    expect(ended).toMatchObject({ action: 'abort-canary', actor: GUARD_ACTOR });
    expect(ended?.reason).toBe(
      'canary 1.1.0 failed for 6 of 20 visitors (30 %), stable 1.0.0 for 1 of 200 (0.5 %): evidence 7.4 against a bar of 6.9 that it fails at 5 % or more (stable taken at 1.3 %)',
    );
  });

  it('makes one decision when two instances decide at once: the second change is refused by the revision and dropped', async () => {
    for (const version of ['1.2.0', '1.3.0']) {
      await registry.channels.canary('branches', version, 50, ops);
      await traffic(version, 20, 20);
      // Two instances, each with its registry and guard; both hold their change until the other
      // has decided too, so that both decide on the same revision.
      let arrived = 0;
      let release = () => {};
      const bothDecided = new Promise<void>((resolve) => (release = resolve));
      const attempts: string[] = [];
      const instance = () => {
        const own = new RegistryService(db, bareShell);
        const abort = own.channels.abortCanary.bind(own.channels);
        own.channels.abortCanary = async (remote, change) => {
          if ((arrived += 1) === 2) release();
          await bothDecided;
          return abort(remote, change).then(
            (result) => (attempts.push('landed'), result),
            (error: { status?: number }) => {
              attempts.push(`refused ${error.status}`);
              throw error;
            },
          );
        };
        return own;
      };
      await Promise.all([guardOf(instance()).tick(), guardOf(instance()).tick()]);
      expect(attempts.sort()).toEqual(['landed', 'refused 409']);
      const guardChanges = (await changesOf(version)).filter((e) => e.actor === GUARD_ACTOR);
      expect(guardChanges.map((e) => e.action)).toEqual(['abort-canary']);
      expect((await channels()).stable).toBe('1.0.0');
    }
  });

  it("counts a canary from its start: an earlier run's failures of the same version do not end it again", async () => {
    await traffic('1.4.0', 30, 30, Date.now() - 60_000);
    await registry.channels.canary('branches', '1.4.0', 50, ops);
    await traffic('1.4.0', 20, 0);
    await guardOf(registry).tick();
    expect((await channels()).canary?.version).toBe('1.4.0');
    await registry.channels.abortCanary('branches', ops);
  });

  it("judges by a remote's own thresholds when it has them, and by the defaults again after", async () => {
    await changeGuardThresholds(db, 'branches', { minVisitors: 50 }, defaults, ops);
    await registry.channels.canary('branches', '1.5.0', 50, ops);
    await traffic('1.5.0', 20, 20);
    await guardOf(registry).tick();
    expect((await channels()).canary?.version).toBe('1.5.0');
    await changeGuardThresholds(db, 'branches', 'defaults', defaults, ops);
    await guardOf(registry).tick();
    expect((await channels()).canary).toBeNull();
    const settings = (await listAudit(db, 'branches', 1000)).filter(
      (e) => e.action === 'guard-settings',
    );
    expect(settings.map((e) => e.reason)).toEqual([
      "min 20 visitors, bad at 5 % or 2× stable's, the higher",
      "min 50 visitors, bad at 5 % or 2× stable's, the higher",
    ]);
  });

  it('ramps a healthy canary to promotion a step per interval, each step taken once by two instances', async () => {
    const started = Date.now();
    await registry.channels.canary(
      'branches',
      '1.6.0',
      { steps: [5, 25, 50, 100], everyMs: 300 },
      ops,
    );
    await traffic('1.6.0', 40, 0);
    const guards = [
      guardOf(new RegistryService(db, bareShell)),
      guardOf(new RegistryService(db, bareShell)),
    ];
    for (const guard of guards) guard.start();
    try {
      while ((await channels()).stable !== '1.6.0' && Date.now() - started < 15_000)
        await sleep(50);
    } finally {
      await Promise.all(guards.map((guard) => guard.stop()));
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const steps = (await changesOf('1.6.0')).map(
      (e) => `${e.action} by ${e.actor}: ${e.reason?.split(';')[0]}`,
    );
    expect(steps).toEqual([
      'canary by test: ramp 5,25,50,100 %, a step each 300 ms healthy',
      `canary by ${RAMP_ACTOR}: ramp step 2 of 4: 25 % after 300 ms healthy at 5 %`,
      `canary by ${RAMP_ACTOR}: ramp step 3 of 4: 50 % after 300 ms healthy at 25 %`,
      `promote by ${RAMP_ACTOR}: ramp step 4 of 4: 100 % after 300 ms healthy at 50 %`,
    ]);
  });

  it('holds a paused ramp while still guarding it, and carries the step’s clock on after resume', async () => {
    await registry.channels.canary('branches', '1.7.0', { steps: [10, 100], everyMs: 1000 }, ops);
    await traffic('1.7.0', 40, 0);
    await sleep(500);
    await registry.channels.pauseRamp('branches', true, ops);
    await sleep(600);
    await guardOf(registry).tick();
    expect((await channels()).canary).toEqual({ version: '1.7.0', percent: 10 });
    await registry.channels.pauseRamp('branches', false, ops);
    await guardOf(registry).tick();
    expect((await channels()).canary?.percent).toBe(10);
    // 500 ms before the pause and 600 after resume make the step's 1 s; a clock restarted by
    // resume would hold it 400 ms longer.
    await sleep(600);
    await guardOf(registry).tick();
    expect((await channels()).stable).toBe('1.7.0');

    await registry.channels.canary('branches', '1.8.0', { steps: [10, 100], everyMs: 200 }, ops);
    await registry.channels.pauseRamp('branches', true, ops);
    await traffic('1.8.0', 20, 20);
    await guardOf(registry).tick();
    expect(await channels()).toMatchObject({ stable: '1.7.0', canary: null });
  });
});
