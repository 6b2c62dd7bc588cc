/** Cookie the server sets and header the client echoes (double-submit, as Angular names them). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The XSRF token from the cookie, for non-GET requests to relative URLs only. */
export function xsrfHeaderFor(method: string, url: string, cookie: string): Record<string, string> {
  if (method.toUpperCase() === 'GET' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) {
    return {};
  }
  const match = cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return match ? { [XSRF_HEADER]: decodeURIComponent(match.slice(XSRF_COOKIE.length + 1)) } : {};
}
