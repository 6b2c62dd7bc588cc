import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Database } from '../db';
import { recordRemoteFailure } from '../db/registry';
import type { RegistryService } from '../registry/registryService';

/** What the shell's beacon says about a remote that failed in a visitor's browser. */
const remoteFailureSchema = z.object({
  remote: z.enum(remoteNames as [string, ...string[]]),
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  channel: z.enum(['stable', 'canary', 'override']),
  phase: z.enum(['load', 'render']),
  /** The page view that saw it: a visitor's reload counts again, a repeated beacon does not. */
  pageView: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
});

/**
 * POST /telemetry/remote-failure: counts failures per remote version for ops' status. Strangers
 * can send anything here, so only versions the registry holds are counted, once per page view,
 * and no text of theirs is kept (any other field is dropped).
 */
export async function telemetryRoutes(
  app: FastifyInstance,
  { db, registry }: { db: Database; registry: RegistryService },
) {
  app.post('/telemetry/remote-failure', { bodyLimit: 2048 }, async (request, reply) => {
    const parsed = remoteFailureSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'not a remote failure report' });
    const { remote, version, channel, phase, pageView } = parsed.data;
    if (!(await registry.snapshot()).versions.has(`${remote}@${version}`))
      return reply.code(422).send({ error: `${remote}@${version} is not a published version` });
    await recordRemoteFailure(db, {
      remote: remote as RemoteName,
      version,
      channel,
      phase,
      pageView,
    });
    return reply.code(204).send();
  });
}
