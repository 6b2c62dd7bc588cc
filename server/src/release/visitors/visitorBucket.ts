import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie that keeps a visitor in the same canary bucket (0-99) on every visit. */
export const BUCKET_COOKIE = 'mf_bucket';

/** The visitor's bucket, assigning and remembering one on the first visit. */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  const raw = request.cookies[BUCKET_COOKIE];
  if (raw !== undefined && /^\d{1,2}$/.test(raw)) return Number(raw);
  const bucket = randomInt(100);
  reply.setCookie(BUCKET_COOKIE, String(bucket), {
    path: '/',
    maxAge: 365 * 24 * 3600,
    sameSite: 'lax',
    httpOnly: true,
  });
  return bucket;
}
