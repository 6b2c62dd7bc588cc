import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenSigner } from '../../platform/security/signedToken';
import { addressKey } from './addressKey';
import { KEPT_VISITOR_COOKIE } from '../../platform/http/visitorCookies';

/** Cookie that keeps a visitor in the same canary bucket (0-99) on every visit and instance. */
export const BUCKET_COOKIE = 'mf_bucket';

/** The signature's purpose: a visitor's cookie is good as that and nothing else. */
const PURPOSE = 'visitor';

/** Who a visitor is to the canary guard, as the server named it on the visitor's first page. */
export interface Visitor {
  /** Random and the server's, so a visitor counts once however many pages it views. */
  id: string;
  /** 0-99: the visitor is in a canary of `percent` when `bucket < percent`. */
  bucket: number;
  /**
   * The network the visitor first came from (`addressKey`): the guard weighs each network as one
   * visitor at most, wherever the visitor reports from later.
   */
  net: string;
}

const isVisitor = (value: unknown): value is Visitor => {
  const visitor = value as Visitor | null;
  return (
    typeof visitor === 'object' &&
    visitor !== null &&
    typeof visitor.id === 'string' &&
    /^[0-9a-f]{32}$/.test(visitor.id) &&
    Number.isInteger(visitor.bucket) &&
    visitor.bucket >= 0 &&
    visitor.bucket < 100 &&
    typeof visitor.net === 'string'
  );
};

/** The visitor a cookie value names, when this server's key signed it; else undefined. */
export function readVisitor(signer: TokenSigner, cookie: unknown): Visitor | undefined {
  const claims = signer.verify(PURPOSE, cookie);
  return isVisitor(claims) ? { id: claims.id, bucket: claims.bucket, net: claims.net } : undefined;
}

/** The bucket every new visitor from `ip`'s network is given. */
export function bucketOfAddress(signer: TokenSigner, ip: string): number {
  return signer.keyedNumber('bucket', addressKey(ip), 100);
}

/**
 * A new visitor from `ip`, and its signed cookie. Its bucket is its network's, by the signing key:
 * every new visitor of one network lands on the same side of a canary, so a client cannot put
 * itself in a canary by asking again, and an attacker's networks fall in a canary only by its
 * share (docs/decisions/0043-guard-counts-visitors-sequentially.md).
 */
export function newVisitorCookie(
  signer: TokenSigner,
  ip: string,
): { visitor: Visitor; cookie: string } {
  const net = addressKey(ip);
  const visitor = {
    id: randomBytes(16).toString('hex'),
    bucket: bucketOfAddress(signer, ip),
    net,
  };
  return { visitor, cookie: signer.sign(PURPOSE, visitor) };
}

/**
 * The visitor of a request, assigning and remembering a new one when it has no cookie this
 * server signed: a bucket the client made up, changed or brought from another site is replaced,
 * so nobody chooses the version they are served or which side of a canary they count for.
 */
export function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  signer: TokenSigner,
): Visitor {
  const known = readVisitor(signer, request.cookies[BUCKET_COOKIE]);
  if (known) return known;
  const { visitor, cookie } = newVisitorCookie(signer, request.ip);
  reply.setCookie(BUCKET_COOKIE, cookie, KEPT_VISITOR_COOKIE);
  return visitor;
}
