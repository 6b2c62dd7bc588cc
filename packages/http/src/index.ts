export { API_BASE, postEncrypted, postMultipart, type ApiAnswer } from './client';
export { HttpError } from './httpError';
export { siteStore, inFlightRequestsAtom, isLoadingAtom, trackRequest } from './loading';
export { XSRF_COOKIE, XSRF_HEADER, xsrfHeaderFor } from './xsrf';
