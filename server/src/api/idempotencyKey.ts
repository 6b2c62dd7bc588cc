import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@gold/contracts';
import type { FastifyRequest } from 'fastify';
import { ClientError } from '../platform/http/clientError';

/**
 * The idempotency key `request` carries, or undefined where it carries none (a page built before
 * the key, a request by hand: stored as it comes). A malformed one is refused, before anything is
 * stored, rather than taken as none.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ClientError(
      400,
      `${IDEMPOTENCY_KEY_HEADER} must be 16 to 128 letters, digits, - or _`,
    );
  return key;
}
