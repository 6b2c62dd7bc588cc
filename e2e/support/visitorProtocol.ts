import { pageViewToken } from './pageViewToken';
import { servedVersionIn } from './servedVersion';
import { testAddress, VISITOR_COOKIE, visitorCookieIn } from './visitorCookie';

// A visitor's browser as the server sees it, by the protocol alone: a page's HTML, then the start
// report its loader sends after the first paint, and the failure reports the shell would send.
// A new visitor comes from a network of its own, named to a server that trusts one proxy hop
// (TRUST_PROXY=1): its bucket is its network's, and the guard weighs each network as one visitor
// at most.

/** What one page view of the calculator gave: the version served, its token and the visitor's cookie. */
export interface ProtocolView {
  version: string | undefined;
  view: string;
  cookie: string;
}

const headersFor = (address: string, cookie?: string) => ({
  'x-forwarded-for': address,
  ...(cookie && { cookie: `${VISITOR_COOKIE}=${cookie}` }),
});

/** The calculator's HTML for the visitor of `cookie` (a new visitor without), from `address`. */
export async function fetchCalculator(
  origin: string,
  address: string,
  cookie?: string,
): Promise<ProtocolView> {
  const response = await fetch(`${origin}/website/Calculator`, {
    headers: { accept: 'text/html', ...headersFor(address, cookie) },
  });
  if (response.status !== 200) throw new Error(`the calculator answered ${response.status}`);
  const html = await response.text();
  const given = visitorCookieIn(response);
  return {
    version: servedVersionIn(html),
    view: pageViewToken(html),
    cookie: given ?? cookie ?? '',
  };
}

const post = (origin: string, path: string, address: string, body: object) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersFor(address) },
    body: JSON.stringify(body),
  }).then((response) => response.status);

/** The start report of a page view's loader (the route's version), or of a version named. */
export const reportStart = (
  origin: string,
  address: string,
  view: string,
  named?: { remote: string; version: string },
) => post(origin, '/telemetry/page-start', address, { view, ...named });

/** The failure report the shell sends for a calculator version that failed in the page. */
export const reportFailure = (
  origin: string,
  address: string,
  view: string,
  version: string,
  phase: 'load' | 'render' | 'runtime' = 'render',
) =>
  post(origin, '/telemetry/remote-failure', address, {
    remote: 'calculator',
    version,
    phase,
    view,
  });

export { testAddress };
