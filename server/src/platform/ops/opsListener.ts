import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostNameOf } from '@gold/config/server';
import { ClientError } from '../http/clientError';

/** What a request naming a host the ops listener does not answer for is told. */
const OTHER_HOST_REFUSED =
  'ops answer only the host names they are configured for (OPS_HOST_NAMES)';

/** The host name `Host` names, without its port; undefined where it names none. */
function namedHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return hostNameOf(new URL(`http://${host}`).hostname);
  } catch {
    return undefined;
  }
}

/** What a request from another origin to the ops listener is told. */
const OTHER_ORIGIN_REFUSED =
  'ops answer requests from the release console and the ops commands only';

/**
 * Whether the browser says the request was sent by a page of another origin: by Fetch Metadata,
 * or by `Origin` from a browser that sends none. A visitor's page of the site is one, since the
 * site's port is another origin (though the same site) than the ops listener's. The operator's
 * own navigations (typed, or a link followed) pass: they carry no token and the page they open
 * reads nothing. Fetch Metadata first: behind a proxy that ends TLS, `Origin` says https where
 * this listener sees http.
 */
function fromAnotherOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    const navigation = request.method === 'GET' && request.headers['sec-fetch-mode'] === 'navigate';
    return site !== 'same-origin' && site !== 'none' && !navigation;
  }
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Hardens the ops listener beyond the token: a request another origin's page makes the browser
 * send is refused (403) before its token is looked at, so that a visitor's page can neither call
 * /ops nor spend the failed attempts of the operator's address; no answer carries CORS headers,
 * so the browser shows no answer to another origin anyway. A request that names another host than
 * `hostNames` is refused (421) first: a page whose name was made to resolve to this address
 * (DNS rebinding) is same-origin to the browser, and would read the console otherwise. `/` leads
 * to the console. Register before the ops routes.
 */
export function guardOpsListener(ops: FastifyInstance, hostNames: readonly string[]): void {
  ops.addHook('onRequest', async (request) => {
    const host = namedHost(request.headers.host);
    if (!host || !hostNames.includes(host)) throw new ClientError(421, OTHER_HOST_REFUSED);
    if (fromAnotherOrigin(request)) throw new ClientError(403, OTHER_ORIGIN_REFUSED);
  });
  ops.get('/', (_request, reply) => reply.redirect('/ops/'));
}

/**
 * The public listener's answer for /ops and everything under it when ops have a listener of
 * their own: a plain 404, not the site's not-found page (no visitor script runs at an ops path),
 * which says nothing of where ops are.
 */
export function refuseOpsOnPublicListener(app: FastifyInstance): void {
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type('text/plain').send('Not found');
  app.all('/ops', notFound);
  app.all('/ops/*', notFound);
}
