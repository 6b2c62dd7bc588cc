/**
 * How the server keeps what it remembers of a visitor (their bucket, their language): for a
 * year, on every path, sent on links from other sites but not with their forms, never read by
 * scripts.
 */
export const KEPT_VISITOR_COOKIE = {
  path: '/',
  maxAge: 365 * 24 * 3600,
  sameSite: 'lax',
  httpOnly: true,
} as const;
