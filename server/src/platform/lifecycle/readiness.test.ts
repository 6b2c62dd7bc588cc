import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { serverLoggerOptions } from '../logging/serverLogger';
import type { Queryable } from '../database';
import { DrainState } from './drainState';
import { healthRoutes } from './healthRoutes';
import { Readiness } from './readiness';
import { collectedLogLines } from '../../testing/logLines';

/** A database whose schema query answers `version`, or fails with `error`. */
function fakeDb(answer: () => Promise<{ version: number | null }[]>) {
  const query = vi.fn(answer);
  return { db: { query } as unknown as Queryable, query };
}

function readinessWith(
  answer: () => Promise<{ version: number | null }[]>,
  registryLoaded: () => Promise<unknown> = () => Promise.resolve(),
  clock = { now: 0 },
) {
  const { db, query } = fakeDb(answer);
  const drain = new DrainState();
  const readiness = new Readiness({
    db,
    drain,
    registryLoaded,
    neededSchema: 8,
    timeoutMs: 50,
    reuseMs: 1000,
    now: () => clock.now,
  });
  return { readiness, drain, query, clock };
}

const atSchema = (version: number | null) => () => Promise.resolve([{ version }]);

describe('readiness', () => {
  it('is ready with the database answering at the needed schema and the registry loaded', async () => {
    const { readiness } = readinessWith(atSchema(8));
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it('names the database when it does not answer, or answers too late', async () => {
    const refused = readinessWith(() => Promise.reject(new Error('ECONNREFUSED 10.0.0.5')));
    expect(await refused.readiness.check()).toEqual({
      ready: false,
      reason: 'database unreachable',
    });
    const hung = readinessWith(() => new Promise(() => {}));
    expect(await hung.readiness.check()).toEqual({ ready: false, reason: 'database unreachable' });
  });

  it('names the migrations when the database is behind this build', async () => {
    const { readiness } = readinessWith(atSchema(7));
    expect(await readiness.check()).toEqual({
      ready: false,
      reason: 'migrations not applied: the database is at 7, this build needs 8',
    });
    const empty = readinessWith(atSchema(null));
    expect(await empty.readiness.check()).toMatchObject({ ready: false });
  });

  it('names the registry when it cannot be loaded', async () => {
    const { readiness } = readinessWith(atSchema(8), () => Promise.reject(new Error('boom')));
    expect(await readiness.check()).toEqual({ ready: false, reason: 'registry not loaded' });
  });

  it('is not ready while the registry serves a version this build cannot run, and says so once in the log', async () => {
    const served = { current: [{ served: 'calculator@1.0.0 (stable)', conflicts: ['too old'] }] };
    const clock = { now: 0 };
    const errors: string[] = [];
    const readiness = new Readiness({
      db: fakeDb(atSchema(8)).db,
      drain: new DrainState(),
      registryLoaded: () => Promise.resolve(),
      unrunnableLive: () => Promise.resolve(served.current),
      log: { error: (_, message) => errors.push(message), info: () => undefined },
      neededSchema: 8,
      now: () => clock.now,
    });
    const notReady = {
      ready: false,
      reason: 'the registry serves versions this build cannot run: calculator@1.0.0 (stable)',
    };
    expect(await readiness.check()).toEqual(notReady);
    clock.now = 1000;
    expect(await readiness.check()).toEqual(notReady);
    expect(errors).toEqual([
      'readiness: the registry serves what this build cannot run (docs/contracts.md): calculator@1.0.0 (stable)',
    ]);
    served.current = [];
    clock.now = 2000;
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it('asks the database at most once per second, however often it is checked', async () => {
    const { readiness, query, clock } = readinessWith(atSchema(8));
    await Promise.all([readiness.check(), readiness.check()]);
    clock.now = 999;
    await readiness.check();
    expect(query).toHaveBeenCalledOnce();
    clock.now = 1000;
    await readiness.check();
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('turns not ready the moment the server starts draining, without asking the database', async () => {
    const { readiness, drain, query } = readinessWith(atSchema(8));
    expect(await readiness.check()).toEqual({ ready: true });
    drain.start();
    expect(await readiness.check()).toEqual({
      ready: false,
      reason: 'draining: this instance is stopping',
    });
    expect(query).toHaveBeenCalledOnce();
  });
});

describe('GET /healthz and /readyz', () => {
  async function appWith(readiness: Readiness) {
    const app = Fastify({ logger: false });
    await app.register(healthRoutes, { readiness });
    return app;
  }

  it('answers 200 on both while ready, never cached', async () => {
    const app = await appWith(readinessWith(atSchema(8)).readiness);
    const live = await app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 503 with the reason on /readyz while draining, and 200 on /healthz', async () => {
    const { readiness, drain } = readinessWith(atSchema(8));
    const app = await appWith(readiness);
    drain.start();
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      reason: 'draining: this instance is stopping',
    });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('writes no access line for either, while other routes get theirs', async () => {
    const { lines, stream } = collectedLogLines();
    const app = Fastify(serverLoggerOptions('info', stream));
    await app.register(healthRoutes, { readiness: readinessWith(atSchema(8)).readiness });
    app.get('/page', async () => 'page');
    for (const url of ['/healthz', '/readyz', '/healthz', '/readyz']) await app.inject(url);
    expect(lines).toEqual([]);
    await app.inject('/page');
    expect(lines).toHaveLength(1);
  });
});
