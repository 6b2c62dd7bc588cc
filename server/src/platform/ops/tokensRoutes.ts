import type { FastifyPluginAsync } from 'fastify';
import { remoteNames } from '@gold/routes';
import * as z from 'zod/mini';
import type { Database } from '../database';
import { findOpsToken, insertOpsToken, listOpsTokens, revokeOpsToken } from './store/opsTokens';
import { ClientError } from '../http/clientError';
import { check } from '../http/validation';
import { opsActor, opsTokenOf, requireCapability } from './opsAuth';
import {
  bootstrapToken,
  capabilities,
  newTokenSecret,
  tokenHash,
  tokenName,
  within,
} from './scope/tokenScope';

const newToken = z.strictObject({
  name: z.string().check(
    z.regex(tokenName.pattern, tokenName.rule),
    z.refine((name) => name !== bootstrapToken.name, `"${bootstrapToken.name}" is OPS_TOKEN`),
  ),
  // Absent or null: every remote.
  remotes: z.optional(z.nullable(z.array(z.enum(remoteNames)).check(z.minLength(1)))),
  capabilities: z.array(z.enum(capabilities)).check(z.minLength(1)),
});

type Named = { Params: { name: string } };

/**
 * Tokens, for operators holding the `tokens` capability: POST /ops/tokens creates one and
 * answers its secret, the only time anyone sees it; GET /ops/tokens lists them (never a secret
 * or hash) with the caller's own name; POST /ops/tokens/:name/revoke revokes one for good. A token manages only tokens whose
 * scope lies within its own, so it cannot make a token stronger than itself.
 */
export const tokensRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireCapability('tokens'));

  app.post('/tokens', async (request, reply) => {
    const checked = check(newToken, request.body ?? {}, 'token');
    if (!checked.ok) throw new ClientError(400, `Invalid token: ${checked.problems}`);
    const { remotes, capabilities: can } = checked.value;
    const scope = {
      remotes: remotes ? [...new Set(remotes)] : null,
      capabilities: [...new Set(can)],
    };
    const manager = opsTokenOf(request);
    if (!within(scope, manager))
      throw new ClientError(403, `the token "${manager.name}" may not grant more than it has`);
    const secret = newTokenSecret();
    const { token: createdBy } = opsActor(request);
    const stored = await insertOpsToken(
      db,
      { name: checked.value.name, ...scope, createdBy },
      tokenHash(secret),
    );
    if (!stored)
      throw new ClientError(
        409,
        `a token named "${checked.value.name}" exists; names are never reused`,
      );
    request.log.info({ token: stored.name, by: createdBy }, 'ops token created');
    return reply.code(201).send({ ...stored, secret });
  });

  app.get('/tokens', (request) => {
    const manager = opsTokenOf(request);
    // `you`: the console marks the row of the token it is signed in with.
    return listOpsTokens(db).then((tokens) => ({
      items: tokens.filter((token) => within(token, manager)),
      you: manager.name,
    }));
  });

  app.post<Named>('/tokens/:name/revoke', async (request, reply) => {
    const manager = opsTokenOf(request);
    const found = await findOpsToken(db, request.params.name);
    if (!found || !within(found, manager))
      throw new ClientError(404, `no token named "${request.params.name}" that you manage`);
    const revoked = await revokeOpsToken(db, found.name);
    request.log.info({ token: found.name, by: manager.name }, 'ops token revoked');
    return reply.send(revoked);
  });
};
