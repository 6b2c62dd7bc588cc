/** The marker the server replaces with each answer's nonce; left as is by the dev server. */
const UNFILLED = '__CSP_NONCE__';

/**
 * The nonce the server put in the page for this answer's Content-Security-Policy. Emotion gives
 * it to every style element it adds, so the policy needs no 'unsafe-inline' for styles.
 */
export function cspNonce(doc: Document): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return value && value !== UNFILLED ? value : undefined;
}
