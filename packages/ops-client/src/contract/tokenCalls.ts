import * as z from 'zod/mini';
import { remoteNames, type RemoteName } from '@gold/routes';
import { opsCall } from './opsCall';

/**
 * What a token may do: `releases` (publish, canary, promote, roll back, swap, status, history),
 * `rates` (set today's rates), `records` (read visitors' personal records), `tokens` (manage tokens).
 */
export const capabilities = ['releases', 'rates', 'records', 'tokens'] as const;
export type Capability = (typeof capabilities)[number];

/** What a token's name may be: the server refuses others, the CLI before it asks. */
export const tokenName = {
  pattern: /^[a-z0-9][a-z0-9._-]{0,63}$/,
  rule: 'lower-case letters, digits, . _ -, at most 64',
};

/** A token as the server lists it: its scope and its life, never its secret or hash. */
export interface OpsTokenRecord {
  name: string;
  /** The remotes it may release; null: every remote. */
  remotes: RemoteName[] | null;
  capabilities: Capability[];
  createdAt: string;
  /** The token that created it. */
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const tokenObject = z.object({
  name: z.string(),
  remotes: z.nullable(z.array(z.enum(remoteNames))),
  capabilities: z.array(z.enum(capabilities)),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
const tokenAnswer: z.ZodMiniType<OpsTokenRecord> = tokenObject;

/** GET /ops/tokens: the tokens the caller manages, and the caller's own token's name. */
export interface OpsTokenList {
  items: OpsTokenRecord[];
  /** The name of the token that asked (the console marks its row: revoking it signs out). */
  you: string;
}

/** The token calls, for holders of the `tokens` capability (platform/ops/tokensRoutes.ts). */
export const tokenCalls = {
  /** A new token within the caller's own scope; the answer holds its secret, this once. */
  create: opsCall({
    method: 'POST',
    route: '/tokens',
    request: z.strictObject({
      name: z.string().check(z.regex(tokenName.pattern, tokenName.rule)),
      // Absent or null: every remote.
      remotes: z.optional(z.nullable(z.array(z.enum(remoteNames)).check(z.minLength(1)))),
      capabilities: z.array(z.enum(capabilities)).check(z.minLength(1)),
    }),
    response: z.extend(tokenObject, { secret: z.string() }),
  }),
  list: opsCall({
    method: 'GET',
    route: '/tokens',
    request: z.strictObject({}),
    response: z.object({
      items: z.array(tokenAnswer),
      you: z.string(),
    }) satisfies z.ZodMiniType<OpsTokenList>,
  }),
  revoke: opsCall({
    method: 'POST',
    route: '/tokens/:name/revoke',
    request: z.strictObject({}),
    response: tokenAnswer,
  }),
};
