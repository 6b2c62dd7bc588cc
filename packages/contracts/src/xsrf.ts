/**
 * The double-submit XSRF token (spec section 7): the server sets the cookie with each page, the
 * client echoes it in the header on every non-GET request to a relative URL, and the server
 * refuses a state-changing request whose header does not match its cookie. Named as Angular
 * names them.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
