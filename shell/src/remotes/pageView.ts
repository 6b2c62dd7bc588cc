/**
 * This page view's random id: the server counts a remote's failure once per page view, however
 * often the beacon is sent. getRandomValues works on plain http too (randomUUID does not).
 */
export const pageViewId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
