import { XSRF_COOKIE, XSRF_HEADER } from '@gold/contracts';

export { XSRF_COOKIE, XSRF_HEADER };

/** The XSRF token from the cookie, for non-GET requests to relative URLs only. */
export function xsrfHeaderFor(method: string, url: string, cookie: string): Record<string, string> {
  if (method.toUpperCase() === 'GET' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) {
    return {};
  }
  const match = cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return match ? { [XSRF_HEADER]: decodeURIComponent(match.slice(XSRF_COOKIE.length + 1)) } : {};
}
