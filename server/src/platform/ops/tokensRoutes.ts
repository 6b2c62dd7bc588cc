import type { FastifyPluginAsync } from 'fastify';
import { tokenCalls } from '@gold/ops-client/contract';
import * as z from 'zod/mini';
import type { Database } from '../database';
import { findOpsToken, insertOpsToken, listOpsTokens, revokeOpsToken } from './store/opsTokens';
import { ClientError } from '../http/clientError';
import { check } from '../http/validation';
import { opsActor, opsTokenOf, requireCapability } from './opsAuth';
import { bootstrapToken, newTokenSecret, tokenHash, within } from './scope/tokenScope';

const { request: tokenBody } = tokenCalls.create;
// The contract's body, with the one name only this server knows.
const newToken = z.extend(tokenBody, {
  name: tokenBody.shape.name.check(
    z.refine((name) => name !== bootstrapToken.name, `"${bootstrapToken.name}" is OPS_TOKEN`),
  ),
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

  app.post(tokenCalls.create.route, async (request, reply) => {
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

  app.get(tokenCalls.list.route, (request) => {
    const manager = opsTokenOf(request);
    // `you`: the console marks the row of the token it is signed in with.
    return listOpsTokens(db).then((tokens) => ({
      items: tokens.filter((token) => within(token, manager)),
      you: manager.name,
    }));
  });

  app.post<Named>(tokenCalls.revoke.route, async (request, reply) => {
    const manager = opsTokenOf(request);
    const found = await findOpsToken(db, request.params.name);
    if (!found || !within(found, manager))
      throw new ClientError(404, `no token named "${request.params.name}" that you manage`);
    const revoked = await revokeOpsToken(db, found.name);
    request.log.info({ token: found.name, by: manager.name }, 'ops token revoked');
    return reply.send(revoked);
  });
};
