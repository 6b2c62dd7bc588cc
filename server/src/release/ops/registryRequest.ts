import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { ChangeRequest } from '../registry/channelChange';
import { RegistryError } from '../registryErrors';
import { opsActor } from '../../platform/ops/opsAuth';

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
