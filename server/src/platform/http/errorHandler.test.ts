import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedLogLines } from '../../testing/logLines';
import { serverLoggerOptions } from '../logging/serverLogger';
import { ClientError } from './clientError';
import { errorHandler } from './errorHandler';
import { answerErrorsWithRequestId, opsErrorHandler } from './errorShapes';

/** Errors every listener is asked to answer, by the path that throws them. */
const throwers: Record<string, () => unknown> = {
  '/refused': () => {
    throw new ClientError(409, 'calculator changed since you read it', {
      details: ['revision 4, now 5'],
    });
  },
  '/throttled': () => {
    throw new ClientError(429, 'slow down', { headers: { 'Retry-After': '7' } });
  },
  '/secretly': () => {
    throw new ClientError(422, 'not that build', { logReason: 'its origin is not listed' });
  },
  // Any error with a 4xx statusCode, as Fastify's own and its plugins' are.
  '/framework': () => {
    throw Object.assign(new Error('Body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
  },
  '/database': () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  },
  '/broken': () => {
    throw new Error('disk on fire at /var/secret');
  },
};

/** A server whose routes throw {@link throwers} under three listeners' handlers. */
function serverWithHandlers() {
  const { lines, stream } = collectedLogLines();
  const app = Fastify(serverLoggerOptions('info', stream));
  answerErrorsWithRequestId(app);
  const routes = (scope: FastifyInstance) => {
    for (const [path, thrower] of Object.entries(throwers)) scope.get(path, async () => thrower());
  };
  routes(app);
  void app.register(
    async (ops) => {
      ops.setErrorHandler(opsErrorHandler);
      routes(ops);
    },
    { prefix: '/ops' },
  );
  void app.register(
    async (api) => {
      api.setErrorHandler(
        errorHandler({
          databaseUnavailable: 'try again later',
          unexpected: 'something went wrong',
          frameworkMessages: { FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large' },
          send: ({ message }, _request, reply) => reply.send({ flag: 0, message, data: null }),
        }),
      );
      routes(api);
    },
    { prefix: '/api' },
  );
  return { app, lines };
}

let app: FastifyInstance;
let lines: Record<string, unknown>[];
beforeAll(async () => {
  ({ app, lines } = serverWithHandlers());
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const answer = await app.inject({ url });
  return { status: answer.statusCode, body: answer.json(), headers: answer.headers };
};

describe('the one error handler', () => {
  it('answers every error under /ops as {error, details?, requestId}', async () => {
    const refused = await get('/ops/refused');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'calculator changed since you read it',
      details: ['revision 4, now 5'],
      requestId: expect.any(String),
    });
    expect(await get('/ops/framework')).toMatchObject({
      status: 413,
      body: { error: 'Body is too large' },
    });
    expect(await get('/ops/database')).toMatchObject({
      status: 503,
      body: { error: expect.stringMatching(/^the database is unavailable/) },
    });
    const broken = await get('/ops/broken');
    expect([broken.status, broken.body]).toEqual([
      500,
      { error: 'internal error', requestId: expect.any(String) },
    ]);
  });

  it("answers in the API's envelope, with the API's words for Fastify's own errors", async () => {
    const envelopes = await Promise.all(
      ['refused', 'framework', 'database', 'broken'].map(async (path) => {
        const { status, body } = await get(`/api/${path}`);
        return [status, body];
      }),
    );
    const envelope = (message: string) => ({ flag: 0, message, data: null });
    expect(envelopes).toEqual([
      [409, envelope('calculator changed since you read it')],
      [413, envelope('Request body is too large')],
      [503, envelope('try again later')],
      [500, envelope('something went wrong')],
    ]);
  });

  it("answers elsewhere with Fastify's fields and the request's id", async () => {
    const refused = await get('/refused');
    expect([refused.status, refused.body]).toEqual([
      409,
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'calculator changed since you read it',
        details: ['revision 4, now 5'],
        requestId: expect.any(String),
      },
    ]);
    expect((await get('/framework')).body).toMatchObject({
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: 'Body is too large',
    });
    expect((await get('/broken')).body).toMatchObject({
      statusCode: 500,
      message: 'Internal Server Error',
    });
  });

  it('never turns a client error into a 500, and sends the headers it carries', async () => {
    for (const prefix of ['', '/ops', '/api']) {
      expect((await get(`${prefix}/secretly`)).status, prefix).toBe(422);
      const throttled = await get(`${prefix}/throttled`);
      expect([throttled.status, throttled.headers['retry-after']], prefix).toEqual([429, '7']);
    }
  });

  it('never tells the caller a server error’s words, and logs them; a log reason is logged only', async () => {
    lines.length = 0;
    for (const prefix of ['', '/ops', '/api']) {
      const broken = await app.inject({ url: `${prefix}/broken` });
      expect(broken.body, prefix).not.toContain('disk on fire');
      const secretly = await app.inject({ url: `${prefix}/secretly` });
      expect(secretly.body, prefix).not.toContain('origin is not listed');
    }
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(3);
    expect(errors.every((line) => line.msg === 'request failed')).toBe(true);
    const reasons = lines.filter((line) => line.msg === 'not that build: its origin is not listed');
    expect(reasons.map((line) => line.level)).toEqual([40, 40, 40]);
  });
});
