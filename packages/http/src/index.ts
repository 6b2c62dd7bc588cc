// Every page's part: the request counter behind the spinner, the error type, the XSRF header.
// The encrypted client, with crypto-js, is `@gold/http/client`: only pages that call the API load it.
export type { ApiAnswer } from './apiAnswer';
export { HttpError } from './httpError';
export { siteStore, inFlightRequestsAtom, isLoadingAtom, trackRequest } from './loading';
export { XSRF_COOKIE, XSRF_HEADER, xsrfHeaderFor } from './xsrf';
