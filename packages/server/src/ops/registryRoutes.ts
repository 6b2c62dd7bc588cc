import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import * as z from 'zod/mini';
import { RegistryError } from '../registry/registryErrors';
import type { RegistryService, ChangeRequest } from '../registry/registryService';
import type { ReleaseFiles } from '../registry/buildFiles';
import { opsActor, opsTokenOf, requireCapability } from './opsAuth';

const reason = z.optional(z.string().check(z.maxLength(500)));
const revision = z.optional(z.number().check(z.int(), z.minimum(0)));
const version = z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version must be like 1.2.3'));

const schemas = {
  canary: z.strictObject({ version, percent: z.number(), reason, revision }),
  promote: z.strictObject({ version: z.optional(version), reason, revision }),
  rollback: z.strictObject({ to: z.optional(version), reason, revision }),
  external: z.strictObject({ url: z.string().check(z.maxLength(2000)), reason, revision }),
};

function parse<T>(schema: z.ZodMiniType<T>, body: unknown): T {
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

function change(
  request: FastifyRequest,
  body: { reason?: string; revision?: number },
): ChangeRequest {
  return { ...opsActor(request), reason: body.reason, revision: body.revision };
}

type Params = { Params: { remote: string } };

/**
 * The registry's operations over HTTP (the CLI's commands call these):
 * GET /ops/registry, GET /ops/registry/:remote,
 * POST /ops/registry/:remote/{versions,external,canary,promote,rollback,swap}.
 */
export async function registryRoutes(
  app: FastifyInstance,
  { registry }: { registry: RegistryService },
) {
  // Also refuses a remote outside the token's scope before a multipart upload is read.
  app.addHook('onRequest', requireCapability('releases'));
  await app.register(fastifyMultipart, {
    limits: { files: 2000, fileSize: 20 * 1024 * 1024, fields: 10 },
  });

  app.setErrorHandler(
    (error: { statusCode?: number; message?: string }, request, reply: FastifyReply) => {
      if (error instanceof RegistryError) {
        return reply.code(error.status).send({ error: error.message, details: error.details });
      }
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      return reply.code(status).send({ error: status === 500 ? 'internal error' : error.message });
    },
  );

  // A token scoped to some remotes sees only those, and only their changes.
  app.get('/registry', (request) => registry.status(opsTokenOf(request).remotes));
  app.get<Params>('/registry/:remote', (request) => registry.history(request.params.remote));

  app.post<Params>('/registry/:remote/versions', async (request, reply) => {
    const files: ReleaseFiles = new Map();
    let note: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') files.set(part.fieldname, await part.toBuffer());
      else if (part.fieldname === 'reason') note = String(part.value).slice(0, 500);
    }
    const published = await registry.publish(request.params.remote, files, {
      ...opsActor(request),
      reason: note,
    });
    return reply.code(published.created ? 201 : 200).send(published.version);
  });

  app.post<Params>('/registry/:remote/external', async (request, reply) => {
    const body = parse(schemas.external, request.body);
    const registered = await registry.registerExternal(
      request.params.remote,
      body.url,
      change(request, body),
    );
    return reply.code(201).send(registered);
  });

  app.post<Params>('/registry/:remote/canary', (request) => {
    const body = parse(schemas.canary, request.body);
    return registry.canary(
      request.params.remote,
      body.version,
      body.percent,
      change(request, body),
    );
  });
  app.post<Params>('/registry/:remote/promote', (request) => {
    const body = parse(schemas.promote, request.body);
    return registry.promote(request.params.remote, body.version, change(request, body));
  });
  app.post<Params>('/registry/:remote/rollback', (request) => {
    const body = parse(schemas.rollback, request.body);
    return registry.rollback(request.params.remote, body.to, change(request, body));
  });
  app.post<Params>('/registry/:remote/swap', (request) => {
    const body = parse(schemas.external, request.body);
    return registry.swap(request.params.remote, body.url, change(request, body));
  });
}
