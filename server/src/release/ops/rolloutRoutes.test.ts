import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { addViews, slotOf } from '../store/versionTraffic';
import { recordVisitors } from '../store/versionVisitors';
import type { AuditEntry, TrafficSeries } from '@gold/registry/model';
import type { RolloutReport } from '../canary/rolloutReport';
import { RegistryService } from '../registry/registryService';
import { requireOpsToken } from '../../platform/ops/opsAuth';
import { opsErrorHandler } from '../../platform/http/errorShapes';
import { registryRoutes } from './registryRoutes';
import { bareShell, remoteBuild } from '../../testing/testBuild';

const TOKEN = 'bootstrap-token-for-the-rollout-route-tests';
let testDb: TestDatabase;
let app: FastifyInstance;
const guardWindow = {
  defaults: { minVisitors: 20, maxRatePercent: 5, maxRatio: 2 },
  windowMs: 600_000,
};

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
    guardWindow,
    previews: { siteUrl: 'http://site.test', signingKey: 'k'.repeat(32) },
  });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

const call = async <T>(method: 'GET' | 'POST', url: string, body?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TOKEN}` },
    ...(body && { payload: body }),
  });
  return { status: response.statusCode, body: response.json<T>() };
};
const branchesIn = (report: RolloutReport) => report.remotes.find((r) => r.remote === 'branches')!;

describe('the rollout endpoints', () => {
  it('refuse a share or a ramp outside the contract’s rules before the registry is asked', async () => {
    const refusals = await Promise.all(
      [
        { percent: 150 },
        { percent: 2.5 },
        { ramp: { steps: [5, 25, 101], everyMs: 60_000 } },
        { ramp: { steps: [5, 100], everyMs: 50 } },
      ].map((share) => call('POST', '/registry/branches/canary', { version: '1.1.0', ...share })),
    );
    expect(refusals.map(({ status, body }) => [status, body])).toEqual(
      [
        'percent: percent must be a whole number from 0 to 100',
        'percent: percent must be a whole number from 0 to 100',
        'ramp.steps: a ramp is whole percentages that climb, from 1 to at most 100 (100 promotes), like 5,25,50,100',
        'ramp.everyMs: a ramp step lasts from 100 ms to 7 days',
      ].map((detail) => [
        400,
        expect.objectContaining({ error: 'the request is not valid', details: [detail] }),
      ]),
    );
    const edit = await call('POST', '/registry/branches/ramp', { steps: [50], everyMs: 8e9 });
    expect(edit.body).toMatchObject({
      details: ['everyMs: a ramp step lasts from 100 ms to 7 days'],
    });
  });

  it('start a ramp, and report it with the guard verdict and its figures', async () => {
    const bad = await call('POST', '/registry/branches/canary', {
      version: '1.1.0',
      ramp: { steps: [50, 25], everyMs: 60_000 },
    });
    expect(bad.status).toBe(400);
    const both = await call('POST', '/registry/branches/canary', {
      version: '1.1.0',
      percent: 5,
      ramp: { steps: [5, 100], everyMs: 60_000 },
    });
    expect(both.status).toBe(400);
    const started = await call('POST', '/registry/branches/canary', {
      version: '1.1.0',
      ramp: { steps: [5, 25, 100], everyMs: 60_000 },
    });
    expect(started).toMatchObject({
      status: 200,
      body: { canary: { version: '1.1.0', percent: 5 } },
    });
    // Three visitors' page views, as the tally writes them: the charts' views and the guard's visitors.
    await addViews(testDb.db, [
      { remote: 'branches', version: '1.1.0', slot: slotOf(Date.now()), views: 3 },
    ]);
    const seenAt = new Date();
    await recordVisitors(
      testDb.db,
      ['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((address, i) => ({
        remote: 'branches' as const,
        version: '1.1.0',
        visitor: `${i}`.padStart(32, '0'),
        address,
        seenAt,
        failedAt: null,
      })),
    );
    const { body } = await call<RolloutReport>('GET', '/registry/rollouts');
    expect(body.windowMinutes).toBe(10);
    expect(branchesIn(body)).toMatchObject({
      stable: '1.0.0',
      canary: { version: '1.1.0', percent: 5 },
      ramp: { steps: [5, 25, 100], step: 0, everyMs: 60_000, paused: false },
      thresholds: { minVisitors: 20, own: [] },
      guard: { verdict: 'waiting', canary: { visitors: 3, failed: 0 }, stable: { visitors: 0 } },
      lastDecision: null,
      endedCanary: null,
    });
  });

  it('pause and resume the ramp, set thresholds, and say so in GET /registry', async () => {
    expect((await call('POST', '/registry/branches/pause', {})).status).toBe(200);
    expect((await call('POST', '/registry/branches/pause', {})).status).toBe(409);
    const guard = await call('POST', '/registry/branches/guard', {
      minVisitors: 50,
      maxRatePercent: 2,
    });
    expect(guard.body).toEqual({
      remote: 'branches',
      thresholds: { minVisitors: 50, maxRatePercent: 2, maxRatio: 2 },
    });
    expect((await call('POST', '/registry/branches/guard', { minVisitors: 0 })).status).toBe(400);
    const { body } = await call<{ rollouts: RolloutReport }>('GET', '/registry');
    expect(branchesIn(body.rollouts)).toMatchObject({
      ramp: { paused: true },
      thresholds: { minVisitors: 50, maxRatePercent: 2, own: ['minVisitors', 'maxRatePercent'] },
    });
    expect((await call('POST', '/registry/branches/resume', {})).status).toBe(200);
  });

  it('tell what the next step waits for, edit the steps after the current one, and advance', async () => {
    const report = await call<RolloutReport>('GET', '/registry/rollouts');
    // Three of the 50 visitors the guard now needs have run the canary.
    expect(branchesIn(report.body).ramp?.outlook).toMatchObject({
      nextPercent: 25,
      visitorsNeeded: 47,
      waitingFor: 'time',
    });
    const below = await call<{ error: string }>('POST', '/registry/branches/ramp', { steps: [3] });
    expect(below).toMatchObject({ status: 400 });
    expect(below.body.error).toMatch(/^the steps after the current 5 % make 5,3: /);
    expect((await call('POST', '/registry/branches/ramp', { steps: '50' })).status).toBe(400);
    const edited = await call('POST', '/registry/branches/ramp', {
      steps: [50, 100],
      everyMs: 120_000,
      reason: 'faster',
    });
    expect(edited.status).toBe(200);
    const history = async () =>
      (await call<{ changes: AuditEntry[] }>('GET', '/registry/branches')).body.changes[0]!;
    expect(await history()).toMatchObject({
      action: 'edit-ramp',
      reason: 'ramp 5,50,100 %, a step each 2 min healthy (was 5,25,100 %, each 1 min); faster',
    });
    const ramp = async () =>
      branchesIn((await call<RolloutReport>('GET', '/registry/rollouts')).body).ramp;
    expect(await ramp()).toMatchObject({ steps: [5, 50, 100], step: 0, everyMs: 120_000 });

    const stale = await call('POST', '/registry/branches/advance', { revision: 1 });
    expect(stale.status).toBe(409);
    const advanced = await call('POST', '/registry/branches/advance', {});
    expect(advanced.body).toMatchObject({ canary: { version: '1.1.0', percent: 50 } });
    expect(await history()).toMatchObject({
      action: 'canary',
      percent: 50,
      rampStep: 2,
      reason: 'ramp step 2 of 3: 50 %, advanced by hand',
    });
    // No steps after the current one: it is the last, held until promoted; advance says so.
    expect((await call('POST', '/registry/branches/ramp', { steps: [] })).status).toBe(200);
    expect((await ramp())?.outlook).toMatchObject({ nextPercent: null, waitingFor: 'promotion' });
    const last = await call<{ error: string }>('POST', '/registry/branches/advance', {});
    expect(last).toMatchObject({
      status: 409,
      body: {
        error: "branches's ramp is at its last step (50 %): promote the canary to go further",
      },
    });
  });

  it('give per-minute traffic per version, and end the canary on abort', async () => {
    const traffic = await call<{ minutes: number; versions: { version: string }[] }>(
      'GET',
      '/registry/branches/traffic?minutes=30',
    );
    expect(traffic.body.minutes).toBe(30);
    expect(traffic.body.versions.map((v) => v.version)).toEqual(['1.1.0']);
    expect((await call('GET', '/registry/branches/traffic?minutes=0')).status).toBe(400);
    // A day, the longest window the console offers: every minute, the first one named.
    const day = await call<TrafficSeries>('GET', '/registry/branches/traffic?minutes=1440');
    const [points] = day.body.versions.map((v) => v.points);
    expect(points).toHaveLength(1440);
    expect(day.body.from).toBe(points?.[0]?.minute);
    expect(points?.at(-1)).toMatchObject({ views: 3, failures: 0, ratePercent: 0 });
    expect((await call('GET', '/registry/branches/traffic?minutes=1441')).status).toBe(400);
    const ended = await call('POST', '/registry/branches/abort', { reason: 'enough' });
    expect(ended.body).toMatchObject({ stable: '1.0.0', canary: null });
    expect((await call('POST', '/registry/branches/abort', {})).status).toBe(409);
    // The overview tells how the canary ended until another starts.
    const after = await call<RolloutReport>('GET', '/registry/rollouts');
    expect(branchesIn(after.body).endedCanary).toMatchObject({
      action: 'abort-canary',
      version: '1.1.0',
      reason: 'enough',
    });
    await call('POST', '/registry/branches/canary', { version: '1.1.0', percent: 5 });
    const again = await call<RolloutReport>('GET', '/registry/rollouts');
    expect(branchesIn(again.body).endedCanary).toBeNull();
    await call('POST', '/registry/branches/abort', {});
  });
});
