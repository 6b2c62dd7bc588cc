import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import type { Readiness } from './readiness';

/** Where a load balancer or an orchestrator asks. */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * `GET /healthz`: the process runs and answers (200 while draining too). `GET /readyz`: 200 when
 * this instance should get visitors, else 503 with the reason. Checked every second or so by
 * every load balancer, so neither writes an access log line.
 */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  app.get(HEALTH_PATHS.live, { logLevel: 'silent' }, (_request, reply) =>
    reply.header('Cache-Control', PRIVATE_NO_STORE).send({ status: 'ok' }),
  );
  app.get(HEALTH_PATHS.ready, { logLevel: 'silent' }, async (_request, reply) => {
    const answer = await readiness.check();
    return reply
      .header('Cache-Control', PRIVATE_NO_STORE)
      .code(answer.ready ? 200 : 503)
      .send(answer.ready ? { status: 'ready' } : { status: 'not ready', reason: answer.reason });
  });
}
