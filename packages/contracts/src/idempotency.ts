/**
 * The key a page gives one submission of an enquiry, sent again on every retry of it (the form
 * unchanged): the server stores the enquiry once per key, and answers a retry as the first. Named
 * as the IETF's draft names it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a key may be: 16 to 128 letters, digits, `-` or `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
