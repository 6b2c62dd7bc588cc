import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An onRequest hook that refuses any request without `Authorization: Bearer <OPS_TOKEN>`. */
export function requireOpsToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameSecret(given, token)) {
      await reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ error: 'a valid ops token is required' });
    }
  };
}

/** Who made an ops change, for the audit trail: never the token itself. */
export function opsActor(request: FastifyRequest): string {
  const named = request.headers['x-ops-actor'];
  return typeof named === 'string' && named.trim() ? named.trim().slice(0, 100) : 'ops-token';
}
