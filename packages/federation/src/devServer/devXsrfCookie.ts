import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { XSRF_COOKIE } from '@gold/contracts';

/** A token as the server makes one: 24 random bytes, base64url (32 characters). */
const wellFormed = /^[A-Za-z0-9_-]{32}$/;

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  const pair = (request.headers.cookie ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * Gives a page a dev server serves the XSRF cookie the server gives the pages it serves itself
 * (security/xsrf.ts), unless the browser has a well-formed one: the page echoes it in its API
 * calls, which the dev server proxies to the server with their Host, so that the server's
 * double-submit and Origin rules pass unchanged. Cookies ignore ports: one token serves the
 * server's pages and every dev server on localhost.
 */
export function devXsrfCookie(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  const page =
    request.method === 'GET' &&
    (request.headers['sec-fetch-dest'] === 'document' ||
      (request.headers.accept ?? '').includes('text/html'));
  if (page && !wellFormed.test(cookieValue(request, XSRF_COOKIE) ?? ''))
    response.setHeader(
      'Set-Cookie',
      `${XSRF_COOKIE}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict`,
    );
  next();
}
