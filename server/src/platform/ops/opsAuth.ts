import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ClientError } from '../http/clientError';
import type { Queryable } from '../database';
import { useOpsToken } from './store/opsTokens';
import { FailedAttempts } from './failedAttempts';
import type { Capability } from '@gold/ops-client/contract';
import { bootstrapToken, mayRelease, tokenHash, type OpsToken } from './scope/tokenScope';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const tokenOfRequest = new WeakMap<FastifyRequest, OpsToken>();

/** The token that authenticated an ops request (after {@link requireOpsToken}). */
export function opsTokenOf(request: FastifyRequest): OpsToken {
  const token = tokenOfRequest.get(request);
  if (!token) throw new Error(`${request.url} is served without the ops token check`);
  return token;
}

export interface OpsAuthOptions {
  /** OPS_TOKEN, the bootstrap token: every remote, every capability. */
  bootstrapSecret: string;
  /** Where the other tokens are kept, hashed. */
  db: Queryable;
  attempts?: FailedAttempts;
}

/** The refusal of a request without a valid token. */
const unauthorized = () =>
  new ClientError(401, 'a valid ops token is required', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

/**
 * An onRequest hook that refuses any request without `Authorization: Bearer <token>` of OPS_TOKEN
 * or of an unrevoked token in the database (401), and tells an address that tried too many wrong
 * tokens to wait (429) before another token it has not shown is checked. The header is the only
 * credential: no cookie or other thing a browser adds on its own is read.
 */
export function requireOpsToken({
  bootstrapSecret,
  db,
  attempts = new FailedAttempts(),
}: OpsAuthOptions) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    const fingerprint = tokenHash(given);
    const attempt = attempts.begin(request.ip, fingerprint);
    if (attempt.verdict === 'invalid') throw unauthorized();
    if (attempt.verdict === 'wait') {
      const wait = attempt.retryAfterSeconds;
      throw new ClientError(
        429,
        `too many failed ops attempts from this address: retry in ${wait} s`,
        { headers: { 'Retry-After': String(wait) } },
      );
    }
    let token: OpsToken | undefined;
    try {
      if (given)
        token = sameSecret(given, bootstrapSecret)
          ? bootstrapToken
          : await useOpsToken(db, fingerprint);
    } catch (error) {
      // A database that failed says nothing about the token: no failed attempt.
      attempt.end('unknown');
      throw error;
    }
    attempt.end(token ? 'valid' : 'invalid');
    if (!token) throw unauthorized();
    tokenOfRequest.set(request, token);
  };
}

/** A 403 with `why`, naming the token that was refused. */
const forbidden = (token: OpsToken, why: string) =>
  new ClientError(403, `the token "${token.name}" ${why}`);

/**
 * An onRequest hook, after {@link requireOpsToken}, that refuses (403) a token without
 * `capability`, or one that may not release the remote a route names (`:remote`), before any body
 * is read.
 */
export function requireCapability(capability: Capability) {
  return async (request: FastifyRequest) => {
    const token = opsTokenOf(request);
    if (!token.capabilities.includes(capability))
      throw forbidden(token, `may not use ${capability}`);
    const { remote } = request.params as { remote?: string };
    if (remote !== undefined && !mayRelease(token, remote))
      throw forbidden(token, `may not release ${remote}, only ${token.remotes?.join(', ')}`);
  };
}

/**
 * Who made an ops change, for the audit trail: the person the client names (X-Ops-Actor, its
 * word only; the token's name when it names none), and the token that vouches for the request.
 */
export function opsActor(request: FastifyRequest): { actor: string; token: string } {
  const named = request.headers['x-ops-actor'];
  const token = opsTokenOf(request).name;
  return {
    actor: typeof named === 'string' && named.trim() ? named.trim().slice(0, 100) : token,
    token,
  };
}
