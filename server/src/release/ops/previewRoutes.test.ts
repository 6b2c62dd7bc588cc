import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { listAudit } from '../store/registry';
import { RegistryService } from '../registry/registryService';
import { TokenSigner } from '../../platform/security/signedToken';
import { readPreviewGrant } from '../visitors/previewGrants';
import { insertOpsToken } from '../../platform/ops/store/opsTokens';
import { requireOpsToken } from '../../platform/ops/opsAuth';
import { opsErrorHandler } from '../../platform/http/errorShapes';
import { newTokenSecret, tokenHash, type TokenScope } from '../../platform/ops/scope/tokenScope';
import type { PreviewAnswer } from '@gold/ops-client/contract';
import { registryRoutes } from './registryRoutes';
import { bareShell, remoteBuild } from '../../testing/testBuild';

const TOKEN = 'bootstrap-token-for-the-preview-route-tests';
const KEY = 'k'.repeat(32);
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDatabase();
  const registry = new RegistryService(testDb.db, bareShell);
  for (const version of ['1.0.0', '1.1.0'])
    await registry.publish('branches', remoteBuild('branches', version), { actor: 'test' });
  await registry.channels.promote('branches', '1.0.0', { actor: 'test' });
  app = Fastify({ logger: false });
  app.addHook('onRequest', requireOpsToken({ bootstrapSecret: TOKEN, db: testDb.db }));
  app.setErrorHandler(opsErrorHandler);
  await app.register(registryRoutes, {
    db: testDb.db,
    registry,
    guardWindow: {
      defaults: { minVisitors: 20, maxRatePercent: 5, maxRatio: 2 },
      windowMs: 600_000,
    },
    previews: { siteUrl: 'https://gold.example', signingKey: KEY },
  });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

const preview = async (body: object, token = TOKEN) => {
  const response = await app.inject({
    method: 'POST',
    url: '/registry/branches/preview',
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'meena' },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<PreviewAnswer & { error?: string }>() };
};

describe('POST /registry/:remote/preview', () => {
  it('answers a link to a page of the remote whose grant names the version, for 24 h by default, and audits it', async () => {
    const before = Date.now();
    const { status, body } = await preview({ version: '1.1.0', reason: 'review' });
    expect(status).toBe(200);
    const link = new URL(body.link);
    expect(link.origin + link.pathname).toBe('https://gold.example/website/branches');
    const grant = readPreviewGrant(new TokenSigner(KEY), link.searchParams.get('preview'));
    expect(grant).toMatchObject({ remote: 'branches', version: '1.1.0' });
    expect(grant!.expiresAt - before).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(grant!.expiresAt - before).toBeLessThan(24 * 3_600_000 + 5_000);
    expect(Date.parse(body.expiresAt)).toBe(grant!.expiresAt);
    const [entry] = await listAudit(testDb.db, 'branches', 1);
    expect(entry).toMatchObject({ action: 'preview', version: '1.1.0', actor: 'meena' });
    expect(entry?.reason).toBe(`grant ${body.id} for 24 h, until ${body.expiresAt}; review`);
    expect(grant!.id).toBe(body.id);
  });

  it('refuses a duration beyond 7 days or under a second, and a version that is not published', async () => {
    for (const forMs of [8 * 24 * 3_600_000, 500, 1.5])
      expect((await preview({ version: '1.1.0', forMs })).status).toBe(400);
    expect((await preview({ version: '1.1.0', forMs: 7 * 24 * 3_600_000 })).status).toBe(200);
    const missing = await preview({ version: '9.9.9' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('branches@9.9.9 is not published');
  });

  it('takes the releases capability for that remote: another team’s token or a rates token is refused', async () => {
    const scopes: (TokenScope & { name: string })[] = [
      { name: 'calculator-team', remotes: ['calculator'], capabilities: ['releases'] },
      { name: 'rates-desk', remotes: null, capabilities: ['rates'] },
    ];
    for (const scope of scopes) {
      const secret = newTokenSecret();
      await insertOpsToken(testDb.db, { ...scope, createdBy: 'test' }, tokenHash(secret));
      expect((await preview({ version: '1.1.0' }, secret)).status).toBe(403);
    }
  });
});

/** A new token of `scope`: its secret. */
async function tokenOf(scope: TokenScope & { name: string }) {
  const secret = newTokenSecret();
  await insertOpsToken(testDb.db, { ...scope, createdBy: 'test' }, tokenHash(secret));
  return secret;
}

const call = async (method: 'GET' | 'POST', url: string, token = TOKEN) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'ravi' },
    ...(method === 'POST' ? { payload: { reason: 'review over' } } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /registry/previews and POST /registry/previews/:id/revoke', () => {
  it('list the unexpired grants with who issued them and never the grant; revoke one, audited and only once', async () => {
    const issued = (await preview({ version: '1.1.0', forMs: 3_600_000 })).body;
    const listed = await call('GET', '/registry/previews?remote=branches');
    expect(listed.status).toBe(200);
    const row = listed.body.items.find((item: { id: string }) => item.id === issued.id);
    expect(row).toMatchObject({
      remote: 'branches',
      version: '1.1.0',
      issuedBy: 'meena',
      issuedToken: 'bootstrap',
      expiresAt: issued.expiresAt,
      revokedAt: null,
    });
    const token = new URL(issued.link).searchParams.get('preview')!;
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const revoked = await call('POST', `/registry/previews/${issued.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: issued.id, revokedBy: 'ravi' });
    const [entry] = await listAudit(testDb.db, 'branches', 1);
    expect(entry).toMatchObject({ action: 'revoke-preview', version: '1.1.0', actor: 'ravi' });
    expect(entry?.reason).toBe(`grant ${issued.id}; review over`);
    const again = await call('POST', `/registry/previews/${issued.id}/revoke`);
    expect(again.status).toBe(409);
    const after = await call('GET', '/registry/previews');
    expect(after.body.items.find((item: { id: string }) => item.id === issued.id)).toMatchObject({
      revokedBy: 'ravi',
    });
    expect((await call('POST', '/registry/previews/pv-000000000000/revoke')).status).toBe(404);
    expect((await call('POST', '/registry/previews/nonsense/revoke')).status).toBe(400);
  });

  it("show and revoke only the grants of remotes a scoped token may release; another remote's grant is not found", async () => {
    const issued = (await preview({ version: '1.1.0' })).body;
    const calculator = await tokenOf({
      name: 'calculator-releases',
      remotes: ['calculator'],
      capabilities: ['releases'],
    });
    const mine = await call('GET', '/registry/previews', calculator);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([]);
    expect((await call('GET', '/registry/previews?remote=branches', calculator)).status).toBe(403);
    const refused = await call('POST', `/registry/previews/${issued.id}/revoke`, calculator);
    expect(refused.status).toBe(404);
    const branches = await tokenOf({
      name: 'branches-releases',
      remotes: ['branches'],
      capabilities: ['releases'],
    });
    expect((await call('GET', '/registry/previews', branches)).body.items).toContainEqual(
      expect.objectContaining({ id: issued.id }),
    );
    expect((await call('POST', `/registry/previews/${issued.id}/revoke`, branches)).status).toBe(
      200,
    );
    const rates = await tokenOf({ name: 'rates-only', remotes: null, capabilities: ['rates'] });
    expect((await call('GET', '/registry/previews', rates)).status).toBe(403);
  });
});
