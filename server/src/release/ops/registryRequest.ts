import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { ChangeRequest } from '../registry/channelChange';
import {
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../../platform/database/databaseUnavailable';
import { RegistryError } from '../registry/registryErrors';
import { opsActor } from '../../platform/ops/opsAuth';

/** The fields every registry change may carry: why, and the revision it was decided on. */
export const reason = z.optional(z.string().check(z.maxLength(500)));
export const revision = z.optional(z.number().check(z.int(), z.minimum(0)));

/** The body as `schema` reads it, or a 400 naming each problem. */
export function parse<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new RegistryError(
      400,
      'the request is not valid',
      result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`),
    );
  }
  return result.data;
}

/** Who asks for the change (the ops actor and token), why, and on which revision. */
export function change(
  request: FastifyRequest,
  body: { reason?: string; revision?: number },
): ChangeRequest {
  return { ...opsActor(request), reason: body.reason, revision: body.revision };
}

/**
 * A registry refusal as its status and words; the database being down as a 503 that says so;
 * anything else as a bare 500.
 */
export function registryErrorHandler(
  error: { statusCode?: number; message?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof RegistryError) {
    if (error.logReason) request.log.warn(`${error.message}: ${error.logReason}`);
    return reply
      .code(error.status)
      .send({ error: error.message, details: error.details, requestId: request.id });
  }
  return opsErrorHandler(error, request, reply);
}

/**
 * An ops error as its answer: a client error's words, a 503 saying the database is unavailable
 * (the change was not made, not refused), else a bare 500 (never a stack trace).
 */
export function opsErrorHandler(
  error: { statusCode?: number; message?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'ops request failed: the database is unavailable');
    return reply.code(503).send({ error: DATABASE_UNAVAILABLE, requestId: request.id });
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error(error);
  return reply
    .code(status)
    .send({ error: status === 500 ? 'internal error' : error.message, requestId: request.id });
}
