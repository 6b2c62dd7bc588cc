/**
 * Whether the maps service answers at all, asked with an opaque HEAD request to the map's own
 * address. Chromium fires a frame's `load` on its error page too, so a map frame that could not
 * load cannot be told from one that did; this can.
 *
 * A page whose policy does not let it ask (a server older than this code, its `connect-src`
 * without the map hosts) is answered true: the frame may still load, as it did before the probe.
 */
export async function mapReachable(url: string): Promise<boolean> {
  let refusedByPolicy = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') refusedByPolicy = true;
  };
  // Held, not read again at the end: the answer may come after the page (or a test's document) is gone.
  const page = document;
  page.addEventListener('securitypolicyviolation', onViolation);
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    // The violation is reported in a task of its own, which may come after the rejection.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return refusedByPolicy;
  } finally {
    page.removeEventListener('securitypolicyviolation', onViolation);
  }
}
