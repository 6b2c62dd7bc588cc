import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/testDatabase';
import { ops, refusal, withCalculatorRegistry } from '../../testing/registryTestKit';
import { listPreviewGrants, listRevokedPreviewIds } from '../store/previewGrants';
import { RegistryService } from './registryService';

const shell = () => ({ shared: { react: '19.3.1' }, federationRelease: '2.9.2' });
const inOneHour = () => new Date(Date.now() + 3_600_000);

describeEachEngine('preview grants', ({ open }) => {
  const calculator = withCalculatorRegistry(open);

  it('are kept as issued, listed while unexpired and per remote, revoked once', async () => {
    const { registry, db } = calculator;
    const meena = { actor: 'meena', token: 'calculator-team' };
    const grant = await registry.previews.issue(
      'calculator',
      '1.1.0',
      3_600_000,
      inOneHour(),
      meena,
    );
    expect(grant).toMatchObject({
      remote: 'calculator',
      version: '1.1.0',
      issuedBy: 'meena',
      issuedToken: 'calculator-team',
      revokedAt: null,
    });
    expect(grant.id).toMatch(/^pv-[0-9a-f]{12}$/);
    expect(await registry.previews.list(['calculator'])).toContainEqual(grant);
    expect(await registry.previews.list(['home'])).toEqual([]);
    // A grant past its expiry is listed no more.
    expect(await listPreviewGrants(db, null, new Date(Date.now() + 2 * 3_600_000))).toEqual([]);

    const revoked = await registry.previews.revoke(grant.id, { actor: 'ravi' });
    expect(revoked.revokedBy).toBe('ravi');
    expect(Date.parse(revoked.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const again = await refusal(registry.previews.revoke(grant.id, ops));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(
      new RegExp(`^preview grant ${grant.id} was revoked already, by ravi`),
    );
    expect((await refusal(registry.previews.revoke('pv-000000000000', ops))).status).toBe(404);
  });

  it('refuse to revoke a grant past its end, and record nothing for it', async () => {
    const { registry } = calculator;
    const ended = await registry.previews.issue(
      'calculator',
      '1.1.0',
      60_000,
      new Date(Date.now() - 1000),
      ops,
    );
    const before = (await registry.history('calculator')).changes.length;
    const refused = await refusal(registry.previews.revoke(ended.id, ops));
    expect([refused.status, refused.message]).toEqual([
      409,
      `preview grant ${ended.id} expired at ${ended.expiresAt}: it shows nothing any more, so there is nothing to revoke`,
    ]);
    expect((await registry.history('calculator')).changes).toHaveLength(before);
    expect((await registry.previews.find(ended.id))?.revokedAt).toBeNull();
  });

  it("reach every instance's snapshot as a new revision, and leave it once expired", async () => {
    const { registry, db } = calculator;
    // Another instance, already serving the registry from memory.
    const elsewhere = new RegistryService(db, shell);
    const before = await elsewhere.snapshot();
    const grant = await registry.previews.issue('calculator', '1.2.0', 3_600_000, inOneHour(), ops);
    await registry.previews.revoke(grant.id, ops);
    expect((await registry.snapshot()).revokedPreviews.has(grant.id)).toBe(true);
    // What the watcher does when the revision's notification (or its check) arrives.
    elsewhere.invalidate();
    const after = await elsewhere.snapshot();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.revokedPreviews.has(grant.id)).toBe(true);
    expect(before.revokedPreviews.has(grant.id)).toBe(false);
    // Bounded by expiry: a revoked grant past its end is refused by its expiry alone.
    expect(await listRevokedPreviewIds(db, new Date(Date.now() + 2 * 3_600_000))).toEqual([]);
  });
});
