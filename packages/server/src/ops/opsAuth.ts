import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FailedAttempts } from './failedAttempts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * An onRequest hook that refuses any request without `Authorization: Bearer <OPS_TOKEN>` (401),
 * and every request, even with the right token, from an address that failed too often (429).
 */
export function requireOpsToken(token: string, attempts = new FailedAttempts()) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = attempts.retryAfterSeconds(request.ip);
    if (wait > 0) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ error: `too many failed ops attempts from this address: retry in ${wait} s` });
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameSecret(given, token)) {
      attempts.fail(request.ip);
      return reply
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
