import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { devXsrfCookie } from './devXsrfCookie';

/** The Set-Cookie the middleware gives a request with these headers (undefined: none). */
function cookieFor(headers: Record<string, string>, method = 'GET'): string | undefined {
  const setHeader = vi.fn();
  const next = vi.fn();
  devXsrfCookie(
    { method, headers } as unknown as IncomingMessage,
    { setHeader } as unknown as ServerResponse,
    next,
  );
  expect(next).toHaveBeenCalledOnce();
  return setHeader.mock.calls.find(([name]) => name === 'Set-Cookie')?.[1] as string | undefined;
}

describe("a dev server's XSRF cookie", () => {
  it('comes with a page, shaped as the server makes it, for the whole host', () => {
    expect(cookieFor({ 'sec-fetch-dest': 'document' })).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Strict$/,
    );
    expect(cookieFor({ accept: 'text/html,application/xhtml+xml' })).toBeDefined();
  });

  it('leaves a well-formed token alone, and scripts and API calls without one', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    expect(cookieFor({ accept: 'text/html', cookie: `a=1; XSRF-TOKEN=${token}` })).toBeUndefined();
    expect(cookieFor({ accept: 'text/html', cookie: 'XSRF-TOKEN=short' })).toBeDefined();
    expect(cookieFor({ accept: '*/*' })).toBeUndefined();
    expect(cookieFor({ accept: 'text/html' }, 'POST')).toBeUndefined();
  });
});
