import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { remoteNames } from '@gold/routes';
import type { Database } from '../db';
import { recordRemoteFailure } from '../db/registry';

/** What the shell's beacon says about a remote that failed in a visitor's browser. */
const remoteFailureSchema = z.strictObject({
  remote: z.enum(remoteNames as [string, ...string[]]),
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  channel: z.enum(['stable', 'canary', 'override']),
  phase: z.enum(['load', 'render']),
  message: z.optional(z.string().check(z.maxLength(300))),
});

/** POST /telemetry/remote-failure: counts failures per remote version for ops' status. */
export async function telemetryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post('/telemetry/remote-failure', { bodyLimit: 2048 }, async (request, reply) => {
    const parsed = remoteFailureSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'not a remote failure report' });
    const { remote, version, channel, phase, message } = parsed.data;
    await recordRemoteFailure(db, {
      remote: remote as (typeof remoteNames)[number],
      version,
      channel,
      phase,
      lastMessage: message ?? null,
    });
    return reply.code(204).send();
  });
}
