/**
 * The release console's own Content-Security-Policy, stricter than the visitors' pages': scripts
 * and requests to this origin only, no inline script, and style elements only with this answer's
 * nonce (Emotion gives it to each one it adds), so styles need no 'unsafe-inline' either. Nothing
 * may be framed, frame it, or load from anywhere else: the console shows only its own data.
 */
export function consoleContentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
