import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteName } from '@gold/routes';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { listRemoteFailures } from '../store/registry';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { trafficSince } from '../store/versionTraffic';
import { TokenSigner } from '../../platform/security/signedToken';
import { issuePageView, REPORT_WINDOW_MS, type ServedVersions } from './pageViewToken';
import { telemetryRoutes } from './telemetryRoutes';

let testDb: TestDatabase;
let app: FastifyInstance;
let now = Date.parse('2026-11-27T12:00:00Z');
const signer = new TokenSigner('k'.repeat(32));
const countedViews: string[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(telemetryRoutes, {
    db: testDb.db,
    signer,
    pageViews: {
      count: (remote: RemoteName, version: string) => countedViews.push(`${remote}@${version}`),
    },
    now: () => now,
  });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

// A canary visitor's page of the calculator: canary 1.1.0 over stable 1.0.0, counted for 1.1.0.
const served: ServedVersions = {
  calculator: { '1.1.0': 'canary', '1.0.0': 'stable' },
  home: { '1.0.0': 'stable' },
};
const pageView = (at = now, signedBy = signer) =>
  issuePageView(signedBy, served, 'calculator@1.1.0', at);

const report = (fields: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/telemetry/remote-failure',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote: 'calculator', version: '1.1.0', phase: 'render', ...fields }),
  });

const failuresOf = async (remote: string, version: string) =>
  (await listRemoteFailures(testDb.db))
    .filter((f) => f.remote === remote && f.version === version)
    .reduce((sum, f) => sum + f.count, 0);

describe('the failure beacon', () => {
  it('counts a real page view once per version, however often it reports', async () => {
    const view = pageView();
    for (let i = 0; i < 3; i += 1) expect((await report({ view })).statusCode).toBe(204);
    expect(await failuresOf('calculator', '1.1.0')).toBe(1);
    expect((await report({ view: pageView() })).statusCode).toBe(204);
    expect(await failuresOf('calculator', '1.1.0')).toBe(2);
    // The canary guard reads the same count, by time; the view was counted on serving.
    expect((await trafficSince(testDb.db, 'calculator', '1.1.0', 0)).failures).toBe(2);
    expect(countedViews).toEqual([]);
  });

  it('counts the view of a version the server did not count on serving (the fallback), with its channel', async () => {
    const view = pageView();
    expect((await report({ view, version: '1.0.0', phase: 'load' })).statusCode).toBe(204);
    expect((await report({ view, version: '1.0.0', phase: 'render' })).statusCode).toBe(204);
    expect(countedViews).toEqual(['calculator@1.0.0']);
    const [stable] = (await listRemoteFailures(testDb.db)).filter((f) => f.version === '1.0.0');
    expect(stable).toMatchObject({ remote: 'calculator', channel: 'stable', count: 1 });
  });

  it('refuses, and counts nowhere, a report without a real recent page view of that version', async () => {
    const before = await listRemoteFailures(testDb.db);
    const forged = Buffer.from(
      JSON.stringify({ id: 'f'.repeat(32), at: now, served, counted: null }),
    ).toString('base64url');
    const refusals: [Record<string, unknown>, number][] = [
      [{ view: 'a'.repeat(32) }, 403],
      [{ view: `${forged}.${'A'.repeat(43)}` }, 403],
      [{ view: pageView(now, new TokenSigner('j'.repeat(32))) }, 403],
      [{ view: pageView(now - REPORT_WINDOW_MS - 1) }, 403],
      [{ view: pageView(now + 60_000) }, 403],
      [{ view: pageView(), version: '1.2.0' }, 422],
      [{ view: pageView(), remote: 'partner', version: '1.0.0' }, 422],
      [{ view: pageView(), version: 'constructor' }, 422],
      [{ view: pageView(), phase: 'fatal' }, 400],
      [{ view: 42 }, 400],
    ];
    for (const [fields, status] of refusals)
      expect((await report(fields)).statusCode, JSON.stringify(fields)).toBe(status);
    expect(await listRemoteFailures(testDb.db)).toEqual(before);
  });

  it('keeps no words of the sender: any other field is dropped', async () => {
    const view = pageView();
    expect((await report({ view, version: '1.1.0', message: 'ROLL BACK NOW' })).statusCode).toBe(
      204,
    );
    expect(JSON.stringify(await listRemoteFailures(testDb.db))).not.toContain('ROLL BACK NOW');
  });
});
