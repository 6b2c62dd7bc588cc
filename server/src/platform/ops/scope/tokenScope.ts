import { createHash, randomBytes } from 'node:crypto';
import { capabilities, type Capability } from '@gold/ops-client/contract';
import type { RemoteName } from '@gold/routes';

/** The remotes a token may release (null: every remote) and what it may do. */
export interface TokenScope {
  remotes: RemoteName[] | null;
  capabilities: Capability[];
}

/** A token that authenticated a request, by name (audit entries name it; never the secret). */
export interface OpsToken extends TokenScope {
  name: string;
}

/** OPS_TOKEN: every remote, every capability, so that a new deployment can create the others. */
export const bootstrapToken: OpsToken = {
  name: 'bootstrap',
  remotes: null,
  capabilities: [...capabilities],
};

/** Whether `scope` may release `remote`. */
export function mayRelease(scope: TokenScope, remote: string): boolean {
  return scope.remotes === null || scope.remotes.includes(remote as RemoteName);
}

/** Whether `inner` grants nothing `outer` lacks: a token manager cannot give more than it has. */
export function within(inner: TokenScope, outer: TokenScope): boolean {
  return (
    (outer.remotes === null || (inner.remotes?.every((r) => mayRelease(outer, r)) ?? false)) &&
    inner.capabilities.every((c) => outer.capabilities.includes(c))
  );
}

/** A new token: 32 random bytes, with a prefix that secret scanners and people can recognise. */
export function newTokenSecret(): string {
  return `gold_ops_${randomBytes(32).toString('base64url')}`;
}

/** What the database keeps of a token. A random 256-bit secret needs no slow, salted hash. */
export function tokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
