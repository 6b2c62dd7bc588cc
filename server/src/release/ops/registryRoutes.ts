import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MAX_REASON_LENGTH, type RegistryStatus } from '@gold/registry/model';
import { registryCalls } from '@gold/ops-client/contract';
import type { RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import type { GuardWindow } from '../canary/canaryReadings';
import type { RegistryService } from '../registry/registryService';
import type { ReleaseFiles } from '../builds/buildFiles';
import { rolloutReport } from '../canary/rolloutReport';
import { RegistryError } from '../registryErrors';
import { opsActor, opsTokenOf, requireCapability } from '../../platform/ops/opsAuth';
import { change, parse } from './registryRequest';
import { previewRoutes, type PreviewOptions } from './previewRoutes';
import { rolloutRoutes } from './rolloutRoutes';
import { RegistrationSlots } from './registrationSlots';
import { visitorRoutes } from './visitorRoutes';

const calls = registryCalls;

type Params = { Params: { remote: string } };

/**
 * The registry's operations over HTTP (the CLI's commands call these):
 * GET /ops/registry, GET /ops/registry/:remote,
 * POST /ops/registry/:remote/{versions,external,canary,promote,rollback,swap}; the canary
 * rollouts' in `rolloutRoutes`, preview links in `previewRoutes`, a visitor's versions in
 * `visitorRoutes`.
 */
export async function registryRoutes(
  app: FastifyInstance,
  {
    db,
    registry,
    guardWindow,
    previews,
  }: {
    db: Database;
    registry: RegistryService;
    guardWindow: GuardWindow;
    previews: PreviewOptions;
  },
) {
  // Also refuses a remote outside the token's scope before a multipart upload is read.
  app.addHook('onRequest', requireCapability('releases'));
  await app.register(fastifyMultipart, {
    limits: { files: 2000, fileSize: 20 * 1024 * 1024, fields: 10 },
  });

  await app.register(rolloutRoutes, { db, registry, guardWindow });
  await app.register(previewRoutes, { registry, ...previews });
  await app.register(visitorRoutes, { registry, signingKey: previews.signingKey });

  // A token scoped to some remotes sees only those, and only their changes.
  const status = async (remotes: readonly RemoteName[] | null): Promise<RegistryStatus> => ({
    ...(await registry.status(remotes)),
    rollouts: await rolloutReport(db, guardWindow, remotes),
  });
  app.get(calls.status.route, (request) => status(opsTokenOf(request).remotes));
  app.get<Params>(calls.history.route, (request) => registry.history(request.params.remote));

  app.post<Params>(calls.publish.route, async (request, reply) => {
    const files: ReleaseFiles = new Map();
    let note: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') files.set(part.fieldname, await part.toBuffer());
      else if (part.fieldname === 'reason') note = String(part.value).slice(0, MAX_REASON_LENGTH);
    }
    const published = await registry.publish(request.params.remote, files, {
      ...opsActor(request),
      reason: note,
    });
    return reply.code(published.created ? 201 : 200).send(published.version);
  });

  // Both fetch a build from elsewhere: at most a few at once (429 beyond).
  const slots = new RegistrationSlots();
  app.post<Params>(calls.external.route, async (request, reply) => {
    const body = parse(calls.external.request, request.body);
    const registered = await slots.run(opsTokenOf(request).name, () =>
      registry.registerExternal(request.params.remote, body.url, change(request, body)),
    );
    return reply.code(201).send(registered);
  });

  app.post<Params>(calls.canary.route, (request) => {
    const body = parse(calls.canary.request, request.body);
    if ((body.percent === undefined) === (body.ramp === undefined))
      throw new RegistryError(400, 'give the canary either a percent or a ramp');
    return registry.channels.canary(
      request.params.remote,
      body.version,
      body.ramp ?? body.percent!,
      change(request, body),
    );
  });
  app.post<Params>(calls.promote.route, (request) => {
    const body = parse(calls.promote.request, request.body);
    return registry.channels.promote(request.params.remote, body.version, change(request, body));
  });
  app.post<Params>(calls.rollback.route, (request) => {
    const body = parse(calls.rollback.request, request.body);
    return registry.channels.rollback(request.params.remote, body.to, change(request, body));
  });
  app.post<Params>(calls.swap.route, (request) => {
    const body = parse(calls.swap.request, request.body);
    return slots.run(opsTokenOf(request).name, () =>
      registry.swap(request.params.remote, body.url, change(request, body)),
    );
  });
}
