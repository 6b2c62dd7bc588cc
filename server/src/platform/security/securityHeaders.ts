import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routedPath } from '../http/routedPath';

/** Hosts of the branch maps, the only pages the site frames. */
export const MAP_FRAME_HOSTS = ['https://maps.google.com', 'https://www.google.com'] as const;

/**
 * The Content-Security-Policy of every answer. Scripts come only from our origin and from the
 * origins of remote versions registered as hosted elsewhere (their scripts, styles, images and
 * fonts load from there). The inline scripts allowed are `inlineScripts`, each a source by its
 * hash, which the site gives (the loader that starts a prerendered page's scripts after its first
 * paint, and the lifter of its cover: site/inlineScripts.ts); the registry, the site config and the
 * loader's list are inlined as `type="application/json"`, which is data, not script. Styles allow
 * 'unsafe-inline' because Chakra's Emotion injects style elements at run time (see
 * docs/reliability.md).
 */
export function contentSecurityPolicy(
  remoteOrigins: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    ['script-src', sources, ...inlineScripts].join(' '),
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data:`,
    `font-src ${sources}`,
    // The map hosts: the branch maps ask first whether the service answers (mapReachable).
    `connect-src ${[sources, ...MAP_FRAME_HOSTS].join(' ')}`,
    `frame-src ${MAP_FRAME_HOSTS.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy while no remote version is hosted elsewhere, allowing no inline script. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Headers every answer carries, HTML, static files, API, ops and errors alike, with a policy that
 * allows `inlineScripts`.
 */
export function securityHeaders(
  inlineScripts: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy([], inlineScripts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Pages, API answers and ops data may be read by our own pages only.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The headers while no remote version is hosted elsewhere, allowing no inline script. */
export const SECURITY_HEADERS = securityHeaders();

/** The headers each listener's hardening set, by the listener's Node server. */
const listenerHeaders = new WeakMap<object, Readonly<Record<string, string>>>();

/**
 * The headers of every answer on `app`'s listener, for the refusals that come before any hook
 * (malformedRequests.ts): those its hardening set, or {@link SECURITY_HEADERS} without one.
 */
export function headersOf(app: FastifyInstance): Readonly<Record<string, string>> {
  return listenerHeaders.get(app.server) ?? SECURITY_HEADERS;
}

/**
 * Published scripts, styles and images are public and content-addressed: a CDN in front of us
 * serves them to our pages from its own origin, which `same-origin` would block.
 */
const STATIC_PREFIXES = ['/shell/', '/remotes/'];

/** HSTS, sent only on answers that went out over HTTPS (a proxy in front says so). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Origins one answer's policy allows beyond those every answer's does, by its request. */
const answerOrigins = new WeakMap<FastifyRequest, readonly string[]>();

/**
 * Lets the answer to `request` load remote code from `origins` as well: a page whose versions
 * include one hosted elsewhere that no channel serves (a tester's override).
 */
export function allowOriginsFor(request: FastifyRequest, origins: readonly string[]): void {
  answerOrigins.set(request, origins);
}

/**
 * Adds the security headers to every answer of `app` and of every plugin registered after.
 * `remoteOrigins` gives the origins the policy must allow at this moment, and
 * {@link allowOriginsFor} those of one answer; `inlineScripts` the inline scripts it allows.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  remoteOrigins: () => readonly string[] = () => [],
  inlineScripts: readonly string[] = [],
): void {
  const headers = securityHeaders(inlineScripts);
  listenerHeaders.set(app.server, headers);
  const policyFor = (origins: readonly string[]) => contentSecurityPolicy(origins, inlineScripts);
  let policy = { origins: [] as readonly string[], value: policyFor([]) };
  app.addHook('onSend', async (request, reply, payload) => {
    const origins = remoteOrigins();
    if (origins !== policy.origins) policy = { origins, value: policyFor(origins) };
    const more = answerOrigins.get(request)?.filter((origin) => !origins.includes(origin)) ?? [];
    reply.headers(headers);
    reply.header(
      'Content-Security-Policy',
      more.length > 0 ? policyFor([...origins, ...more]) : policy.value,
    );
    const path = routedPath(request);
    if (STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)))
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
