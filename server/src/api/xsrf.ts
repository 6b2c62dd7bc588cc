import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@gold/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { routedPath } from '../platform/http/routedPath';

/** What a refused state-changing request is told. */
export const XSRF_REFUSED_MESSAGE =
  'This request did not come from our page: reload the page and try again';

const tokenShape = /^[A-Za-z0-9_-]{32}$/;

/** Gives the visitor an XSRF token cookie with each page, unless it has a well-formed one. */
export function issueXsrfToken(request: FastifyRequest, reply: FastifyReply): void {
  if (tokenShape.test(request.cookies[XSRF_COOKIE] ?? '')) return;
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    secure: request.protocol === 'https',
    // The page's script reads it to echo it: that is the point of the double submit.
    httpOnly: false,
  });
}

/** Whether the browser says the request came from another site (Fetch Metadata or Origin). */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}

function sameToken(header: unknown, cookie: string | undefined): boolean {
  if (typeof header !== 'string' || !cookie || !tokenShape.test(cookie)) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

const stateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** 403, in the API's envelope where the client reads one. */
function refuse(api: boolean, reply: FastifyReply): FastifyReply {
  return reply
    .code(403)
    .send(api ? failure(XSRF_REFUSED_MESSAGE) : { error: XSRF_REFUSED_MESSAGE });
}

/**
 * Refuses, before the body is read, a state-changing request to the API whose XSRF header does
 * not match its cookie, and any state-changing request to the API or the beacon that the browser
 * says came from another site. A form on another origin can send neither the header nor the
 * cookie (SameSite=Strict). Register after the cookie plugin and before the routes.
 */
export function addXsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!stateChanging(request.method)) return;
    const path = routedPath(request);
    const api = path.startsWith('/api/');
    if (!api && !path.startsWith('/telemetry/')) return;
    if (crossSite(request)) return refuse(api, reply);
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (api && !sameToken(header, request.cookies[XSRF_COOKIE])) return refuse(api, reply);
  });
}

/**
 * Whether a plain form post (no script to send the XSRF header) came from a page of this site:
 * the browser does not say another site sent it, and it carries the token cookie, which a page of
 * another site cannot make it send (SameSite=Strict).
 */
export function postedFromOurPage(request: FastifyRequest): boolean {
  return !crossSite(request) && tokenShape.test(request.cookies[XSRF_COOKIE] ?? '');
}
