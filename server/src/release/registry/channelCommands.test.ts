import { expect, it } from 'vitest';
import { SHELL_LEVEL } from '@gold/contracts';
import { listAudit } from '../store/registry';
import { describeEachEngine } from '../../testing/testDatabase';
import { ops, refusal, withCalculatorRegistry } from '../../testing/registryTestKit';
import type { RegistryError } from '../registryErrors';
import { RegistryService } from './registryService';

describeEachEngine('channel commands', ({ open }) => {
  const calculator = withCalculatorRegistry(open);

  it('runs a canary, promotes it, and rolls back to the version before, then to any earlier one', async () => {
    const canary = await calculator.registry.channels.canary('calculator', '1.1.0', 50, {
      ...ops,
      reason: 'new copy',
    });
    expect(canary).toMatchObject({ stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    expect(await calculator.registry.channels.promote('calculator', undefined, ops)).toMatchObject({
      stable: '1.1.0',
      canary: null,
    });
    expect(await calculator.registry.channels.promote('calculator', '1.2.0', ops)).toMatchObject({
      stable: '1.2.0',
    });
    expect(await calculator.registry.channels.rollback('calculator', undefined, ops)).toMatchObject(
      {
        stable: '1.1.0',
      },
    );
    expect(await calculator.registry.channels.rollback('calculator', '1.0.0', ops)).toMatchObject({
      stable: '1.0.0',
    });
    const actions = (await listAudit(calculator.db, 'calculator', 5)).map(
      (e) => `${e.action} ${e.version} from ${e.previous}`,
    );
    expect(actions).toEqual([
      'rollback 1.0.0 from 1.1.0',
      'rollback 1.1.0 from 1.2.0',
      'promote 1.2.0 from 1.1.0',
      'promote 1.1.0 from 1.0.0',
      'canary 1.1.0 from null',
    ]);
  });

  it('refuses a write against a revision someone else has changed', async () => {
    const { remotes } = await calculator.registry.status();
    const revision = remotes.find((r) => r.remote === 'calculator')?.revision ?? -1;
    await calculator.registry.channels.promote('calculator', '1.2.0', { ...ops, revision });
    const stale = await refusal(
      calculator.registry.channels.promote('calculator', '1.1.0', { ...ops, revision }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/another change to calculator landed first/);
    expect(stale.message).toContain('promoted 1.2.0 to stable');
  });

  it('steps back once when three bare rollbacks read the same revision; the others are told what landed first', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      await calculator.registry.channels.promote('calculator', version, ops);
    const { remotes } = await calculator.registry.status();
    const revision = remotes.find((r) => r.remote === 'calculator')!.revision;
    const results = await Promise.allSettled(
      ['ana', 'ben', 'cy'].map((actor) =>
        calculator.registry.channels.rollback('calculator', undefined, { actor, revision }),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ value: { stable: '1.1.0', revision: revision + 1 } });
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason as RegistryError);
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error.status).toBe(409);
      expect(error.message).toMatch(
        /^another change to calculator landed first \(you read revision \d+, it is now \d+\): rolled stable back to 1\.1\.0 from 1\.2\.0 by (ana|ben|cy) at .+ Nothing was done: run `registry status`/,
      );
    }
    const rollbacks = (await listAudit(calculator.db, 'calculator', 3)).filter(
      (e) => e.action === 'rollback',
    );
    expect(rollbacks).toHaveLength(1);
  });

  it('records the share and the ramp step each canary change left', async () => {
    await calculator.registry.channels.canary('calculator', '1.2.0', 10, ops);
    await calculator.registry.channels.canary('calculator', '1.2.0', 60, ops);
    await calculator.registry.channels.canary(
      'calculator',
      '1.2.0',
      { steps: [5, 50, 100], everyMs: 60_000 },
      ops,
    );
    await calculator.registry.channels.rampTo('calculator', 1, { actor: 'canary-guard' });
    await calculator.registry.channels.pauseRamp('calculator', true, ops);
    await calculator.registry.channels.abortCanary('calculator', ops);
    const entries = (await listAudit(calculator.db, 'calculator', 6)).reverse();
    expect(entries.map((e) => [e.action, e.version, e.percent, e.rampStep])).toEqual([
      ['canary', '1.2.0', 10, null],
      ['canary', '1.2.0', 60, null],
      ['canary', '1.2.0', 5, 1],
      ['canary', '1.2.0', 50, 2],
      ['pause-canary', '1.2.0', 50, 2],
      ['abort-canary', '1.2.0', null, null],
    ]);
  });

  it('records who let a browser preview which version, for how long; refuses an unpublished or ended one', async () => {
    const until = new Date(Date.now() + 3_600_000);
    // A canary of 1 % serves 1.2.0 (ended by the tests above) again.
    await calculator.registry.channels.promote('calculator', '1.0.0', ops);
    await calculator.registry.channels.canary('calculator', '1.2.0', 1, ops);
    const grant = await calculator.registry.previews.issue(
      'calculator',
      '1.2.0',
      3_600_000,
      until,
      {
        actor: 'meena',
        token: 'calculator-team',
        reason: 'design review',
      },
    );
    const [entry] = await listAudit(calculator.db, 'calculator', 1);
    expect(entry).toMatchObject({
      action: 'preview',
      version: '1.2.0',
      actor: 'meena',
      token: 'calculator-team',
      reason: `grant ${grant.id} for 1 h, until ${until.toISOString()}; design review`,
    });
    const missing = await refusal(
      calculator.registry.previews.issue('calculator', '9.9.9', 1000, until, ops),
    );
    expect(missing.status).toBe(404);
    // Aborted: served to no one, so no grant is given for it.
    await calculator.registry.channels.abortCanary('calculator', ops);
    const ended = await refusal(
      calculator.registry.previews.issue('calculator', '1.2.0', 1000, until, ops),
    );
    expect(ended.status).toBe(409);
    expect(ended.message).toBe(
      'calculator@1.2.0 was ended (aborted or rolled back from): it is served to no one; canary it again (even at 1 %) to preview it',
    );
  });

  it('loses no update when 20 promotes run at once: each success is one revision and one audit record', async () => {
    const before = (await calculator.registry.status()).remotes.find(
      (r) => r.remote === 'calculator',
    )!;
    const auditBefore = (await listAudit(calculator.db, 'calculator', 10_000)).length;
    const targets = Array.from({ length: 20 }, (_, i) => ['1.0.0', '1.1.0', '1.2.0'][i % 3]!);
    const results = await Promise.allSettled(
      targets.map((version) =>
        calculator.registry.channels.promote('calculator', version, {
          ...ops,
          revision: before.revision,
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    // All 20 read the same revision: exactly one may win, the other 19 get a clear conflict.
    expect(succeeded).toHaveLength(1);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    const after = (await calculator.registry.status()).remotes.find(
      (r) => r.remote === 'calculator',
    )!;
    expect(after.revision).toBe(before.revision + 1);
    expect((await listAudit(calculator.db, 'calculator', 10_000)).length).toBe(auditBefore + 1);
  });

  it('applies 20 concurrent promotes without a revision each: every one lands, in order, none lost', async () => {
    const before = (await calculator.registry.status()).remotes.find(
      (r) => r.remote === 'calculator',
    )!;
    const auditBefore = (await listAudit(calculator.db, 'calculator', 10_000)).length;
    // Without a revision a promote is unconditional: it waits for the others, never conflicts.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        calculator.registry.channels.promote('calculator', ['1.0.0', '1.1.0'][i % 2]!, ops),
      ),
    );
    const revisions = results.map((r) => r.revision).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: 20 }, (_, i) => before.revision + 1 + i));
    const after = (await calculator.registry.status()).remotes.find(
      (r) => r.remote === 'calculator',
    )!;
    expect(after.revision).toBe(before.revision + 20);
    expect((await listAudit(calculator.db, 'calculator', 10_000)).length).toBe(auditBefore + 20);
  });

  it('puts back no version made for a shell level below the floor: no canary, promotion or rollback to it', async () => {
    for (const version of ['1.0.0', '1.1.0'])
      await calculator.registry.channels.promote('calculator', version, ops);
    // The same registry, read by a shell whose floor rose past the level its versions were made for.
    const raised = new RegistryService(calculator.db, () => ({
      shared: { react: '19.3.1' },
      federationRelease: '2.9.2',
      levels: { offers: SHELL_LEVEL + 1, floor: SHELL_LEVEL + 1 },
    }));
    const floorLine = `shell level: the build was made for level ${SHELL_LEVEL}, and the shell runs builds from level ${SHELL_LEVEL + 1}: build it again from today's packages`;
    for (const attempt of [
      () => raised.channels.rollback('calculator', '1.0.0', ops),
      () => raised.channels.promote('calculator', '1.2.0', ops),
      () => raised.channels.canary('calculator', '1.2.0', 10, ops),
    ]) {
      const error = await refusal(attempt());
      expect([error.status, error.details]).toEqual([422, [floorLine]]);
    }
    const { remotes } = await calculator.registry.status();
    expect(remotes.find((r) => r.remote === 'calculator')).toMatchObject({
      stable: '1.1.0',
      canary: null,
    });
    // What it serves already, put there by a server of the lower floor, it names: its readiness says it.
    expect(await raised.unrunnableLive()).toEqual([
      { served: 'calculator@1.1.0 (stable)', conflicts: [floorLine] },
    ]);
    await calculator.registry.channels.canary('calculator', '1.2.0', 10, ops);
    raised.invalidate(); // as its instance's watcher would on the change
    expect((await raised.unrunnableLive()).map((version) => version.served)).toEqual([
      'calculator@1.1.0 (stable)',
      'calculator@1.2.0 (canary)',
    ]);
    expect(await calculator.registry.unrunnableLive()).toEqual([]);
    await calculator.registry.channels.abortCanary('calculator', ops);
  });

  it('rolls back one step at a time: a second rollback goes further back, never forward', async () => {
    await calculator.registry.channels.promote('calculator', '1.0.0', ops);
    await calculator.registry.channels.promote('calculator', '1.1.0', ops);
    await calculator.registry.channels.promote('calculator', '1.2.0', ops);
    expect((await calculator.registry.channels.rollback('calculator', undefined, ops)).stable).toBe(
      '1.1.0',
    );
    expect((await calculator.registry.channels.rollback('calculator', undefined, ops)).stable).toBe(
      '1.0.0',
    );
  });

  it('rolls back only to an older version not ended since, the rule the console offers by', async () => {
    await calculator.registry.channels.promote('calculator', '1.0.0', ops);
    await calculator.registry.channels.promote('calculator', '1.1.0', ops);
    expect((await calculator.registry.channels.rollback('calculator', undefined, ops)).stable).toBe(
      '1.0.0',
    );
    // 1.1.0 was rolled back from, and is newer: neither a bare rollback nor one naming it goes there.
    expect(
      (await refusal(calculator.registry.channels.rollback('calculator', undefined, ops))).message,
    ).toBe('calculator has no earlier stable version: name one with --to');
    const newer = await refusal(calculator.registry.channels.rollback('calculator', '1.1.0', ops));
    expect(newer.status).toBe(400);
    expect(newer.message).toBe(
      'calculator@1.1.0 is not older than stable 1.0.0: a rollback goes back, promote or canary it instead',
    );
    // An older version whose canary was aborted is not gone back to either.
    await calculator.registry.channels.promote('calculator', '1.2.0', ops);
    await calculator.registry.channels.canary('calculator', '1.0.0', 10, ops);
    await calculator.registry.channels.abortCanary('calculator', ops);
    const ended = await refusal(calculator.registry.channels.rollback('calculator', '1.0.0', ops));
    expect(ended.message).toBe(
      'calculator@1.0.0 was ended (aborted or rolled back from): canary it again to serve it',
    );
  });
});
