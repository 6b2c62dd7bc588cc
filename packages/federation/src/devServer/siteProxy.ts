import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { findRoute, type RemoteName } from '@gold/routes';
import { allowDevServer, pointPageAtDevRemote } from './sitePageRewrite';

export interface SiteProxyOptions {
  /** The running site (`http://localhost:8080`, or a deployment). */
  site: string;
  /** Where the proxy listens, on localhost. */
  port: number;
  /** The remote the team works on, and its dev server's origin (`http://localhost:3002`). */
  remote: RemoteName;
  devOrigin: string;
}

/** A cookie of the site as the proxy's origin keeps it: no Domain of the site's, no Secure over http. */
export function localCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => !/^\s*(domain|secure)\s*(=|$)/i.test(part))
    .join(';');
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `origin` under the loopback name the browser used for the proxy (`127.0.0.1` or `localhost`),
 * or unchanged. The dev server refuses scripts asked for by a page of another site (its guard
 * against pages elsewhere reading the working copy), and `127.0.0.1` and `localhost` are two
 * sites: a page at one must load the dev server's code, and open its hot-reload socket, at the
 * same one.
 */
export function sameLoopbackAs(origin: string, requestHost: string | undefined): string {
  const asked = new URL(`http://${requestHost ?? 'localhost'}`).hostname;
  const url = new URL(origin);
  if (!LOOPBACK_NAMES.has(asked) || !LOOPBACK_NAMES.has(url.hostname)) return origin;
  url.hostname = asked;
  return url.origin;
}

/** The request's headers for the site: its Host, and its origin where the browser named ours. */
function headersForSite(request: IncomingMessage, site: URL, local: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...request.headers, host: site.host };
  // Pages are rewritten: they must come uncompressed.
  headers['accept-encoding'] = 'identity';
  if (headers.origin === local) headers.origin = site.origin;
  if (typeof headers.referer === 'string' && headers.referer.startsWith(local))
    headers.referer = site.origin + headers.referer.slice(local.length);
  return headers;
}

/**
 * `remote:dev --against <site>`: a local origin where the whole site is the one at `site`, except
 * `remote`, whose entry is the team's dev server: every request passes through unchanged (API
 * calls, cookies and their XSRF token included), and each page has its inlined registry, its
 * preloads and its Content-Security-Policy rewritten (see {@link pointPageAtDevRemote} and
 * {@link allowDevServer}). Failure reports and page-view beacons stay here: a working copy must
 * not count against the published version on the site's canary guard.
 */
export function startSiteProxy({ site, port, remote, devOrigin }: SiteProxyOptions): Server {
  const target = new URL(site);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const local = sameLoopbackAs(`http://localhost:${port}`, request.headers.host);
    const devServer = sameLoopbackAs(devOrigin, request.headers.host);
    if (request.url?.startsWith('/telemetry/')) {
      request.resume();
      response.writeHead(204).end();
      return;
    }
    const upstream = send(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: headersForSite(request, target, local) },
      (answer) => {
        const headers = { ...answer.headers };
        if (headers['set-cookie']) headers['set-cookie'] = headers['set-cookie'].map(localCookie);
        if (typeof headers.location === 'string' && headers.location.startsWith(target.origin))
          headers.location = local + headers.location.slice(target.origin.length);
        const page = (headers['content-type'] ?? '').startsWith('text/html');
        if (!page) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = pointPageAtDevRemote(
            Buffer.concat(chunks).toString('utf8'),
            remote,
            `${devServer}/remoteEntry.js`,
            findRoute(new URL(request.url ?? '/', local).pathname)?.remote === remote,
          );
          const policy = headers['content-security-policy'];
          if (typeof policy === 'string')
            headers['content-security-policy'] = allowDevServer(policy, devServer);
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(html);
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`the site at ${target.origin} did not answer: ${error.message}`);
    });
    request.pipe(upstream);
  });
  server.listen(port, 'localhost', () =>
    console.warn(
      `[dev] http://localhost:${port}: the site at ${target.origin}, with ${remote} from ${devOrigin} (hot reload)`,
    ),
  );
  return server;
}
