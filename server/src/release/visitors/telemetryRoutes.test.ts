import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { listRemoteFailures } from '../store/registry';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { trafficSince } from '../store/versionTraffic';
import { visitorsSince } from '../store/versionVisitors';
import { TokenSigner } from '../../platform/security/signedToken';
import { VisitorTally } from '../canary/visitorTally';
import { issuePageView, REPORT_WINDOW_MS, type ServedVersions } from './pageViewToken';
import { telemetryRoutes } from './telemetryRoutes';

let testDb: TestDatabase;
let app: FastifyInstance;
let tally: VisitorTally;
const now = Date.parse('2026-11-27T12:00:00Z');
const signer = new TokenSigner('k'.repeat(32));
const quiet = { error: () => undefined };

beforeAll(async () => {
  testDb = await openTestDatabase();
  // Written when the test says (flush), not on a timer.
  tally = new VisitorTally(testDb.db, quiet, {
    flushMs: 3_600_000,
    reportWindowMs: REPORT_WINDOW_MS,
    now: () => now,
  });
  app = Fastify({ logger: false });
  await app.register(telemetryRoutes, { db: testDb.db, signer, visitors: tally, now: () => now });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await tally?.stop();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

// A canary visitor's page of the calculator: canary 1.1.0 over stable 1.0.0, the route's 1.1.0.
const served: ServedVersions = {
  calculator: { '1.1.0': 'canary', '1.0.0': 'stable' },
  home: { '1.0.0': 'stable' },
};
const newVisitor = () => randomBytes(16).toString('hex');
/** A page view's token for a new visitor first served from `net` (unless another visitor is given). */
const pageView = (
  visitor = newVisitor(),
  at = now,
  signedBy = signer,
  net = `192.0.2.${randomBytes(1)[0]}`,
) => issuePageView(signedBy, served, 'calculator@1.1.0', { id: visitor, net }, at);
const pageViewFrom = (net: string) => pageView(newVisitor(), now, signer, net);

const post = (url: string, body: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const report = (fields: Record<string, unknown>, address?: string) =>
  post(
    '/telemetry/remote-failure',
    { remote: 'calculator', version: '1.1.0', phase: 'render', ...fields },
    address,
  );
const start = (fields: Record<string, unknown>, address?: string) =>
  post('/telemetry/page-start', fields, address);

const failuresOf = async (remote: string, version: string) =>
  (await listRemoteFailures(testDb.db))
    .filter((f) => f.remote === remote && f.version === version)
    .reduce((sum, f) => sum + f.count, 0);

/** What the guard reads, once the tally is written. */
async function guardFigures(version: string) {
  await tally.flush();
  return visitorsSince(testDb.db, 'calculator', version, now - 1);
}

describe('the page start beacon', () => {
  it("counts a page that ran once, for the route's version and its visitor, however often it reports", async () => {
    const before = await guardFigures('1.1.0');
    const view = pageView();
    for (let i = 0; i < 3; i += 1)
      expect((await start({ view }, '203.0.113.10')).statusCode).toBe(204);
    expect(await guardFigures('1.1.0')).toEqual({
      visitors: before.visitors + 1,
      failed: before.failed,
    });
    expect((await trafficSince(testDb.db, 'calculator', '1.1.0', now)).views).toBe(1);
  });

  it('counts stable, run after the canary failed, as a visitor of stable, not of the canary', async () => {
    const canaryBefore = await guardFigures('1.1.0');
    const stableBefore = await guardFigures('1.0.0');
    const view = pageView();
    expect((await start({ view }, '203.0.113.11')).statusCode).toBe(204);
    expect((await report({ view, phase: 'render' }, '203.0.113.11')).statusCode).toBe(204);
    const fallback = { view, remote: 'calculator', version: '1.0.0' };
    expect((await start(fallback, '203.0.113.11')).statusCode).toBe(204);
    expect(await guardFigures('1.1.0')).toEqual({
      visitors: canaryBefore.visitors + 1,
      failed: canaryBefore.failed + 1,
    });
    expect(await guardFigures('1.0.0')).toEqual({
      visitors: stableBefore.visitors + 1,
      failed: stableBefore.failed,
    });
  });

  it('refuses the start of a version the page view was not served, or without a real token', async () => {
    const refusals: [Record<string, unknown>, number][] = [
      [{ view: pageView(), remote: 'calculator', version: '1.2.0' }, 422],
      [{ view: pageView(), remote: 'partner', version: '1.0.0' }, 422],
      [{ view: pageView(newVisitor(), now, new TokenSigner('j'.repeat(32))) }, 403],
      [{ view: pageView(newVisitor(), now - REPORT_WINDOW_MS - 1) }, 403],
      [{ view: 42 }, 400],
      [{ view: pageView(), remote: 'nowhere', version: '1.0.0' }, 400],
    ];
    for (const [fields, status] of refusals)
      expect((await start(fields)).statusCode, JSON.stringify(fields)).toBe(status);
  });
});

describe('the failure beacon', () => {
  it('counts a real page view once per version, however often it reports', async () => {
    const before = await failuresOf('calculator', '1.1.0');
    const view = pageView();
    for (let i = 0; i < 3; i += 1) expect((await report({ view })).statusCode).toBe(204);
    expect(await failuresOf('calculator', '1.1.0')).toBe(before + 1);
    expect((await report({ view: pageView() })).statusCode).toBe(204);
    expect(await failuresOf('calculator', '1.1.0')).toBe(before + 2);
  });

  it('weighs one network as one visitor at most, shared among the visitors first served there', async () => {
    const before = await guardFigures('1.1.0');
    // Twenty made-up visitors of one network, all failing, each reporting from another address:
    // one failed visitor.
    for (let i = 0; i < 20; i += 1) {
      const view = pageViewFrom('198.51.100.7');
      await start({ view }, `203.0.113.${i}`);
      await report({ view }, `203.0.113.${100 + i}`);
    }
    // Four real ones behind one network (an IPv6 /64), one of them failing: a quarter.
    for (let i = 0; i < 4; i += 1) {
      const view = pageViewFrom('2001:db8:0:7::/64');
      await start({ view });
      if (i === 0) await report({ view });
    }
    expect(await guardFigures('1.1.0')).toEqual({
      visitors: before.visitors + 2,
      failed: before.failed + 1.25,
    });
  });

  it('refuses, and counts nowhere, a report without a real recent page view of that version', async () => {
    const before = await listRemoteFailures(testDb.db);
    const forged = Buffer.from(
      JSON.stringify({
        id: 'f'.repeat(32),
        at: now,
        served,
        counted: null,
        visitor: newVisitor(),
        net: '192.0.2.1',
      }),
    ).toString('base64url');
    const refusals: [Record<string, unknown>, number][] = [
      [{ view: 'a'.repeat(32) }, 403],
      [{ view: `${forged}.${'A'.repeat(43)}` }, 403],
      [{ view: pageView(newVisitor(), now, new TokenSigner('j'.repeat(32))) }, 403],
      [{ view: pageView(newVisitor(), now - REPORT_WINDOW_MS - 1) }, 403],
      [{ view: pageView(newVisitor(), now + 60_000) }, 403],
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
