// The element the server inlines the resolved registry in (REGISTRY_ELEMENT_ID of @gold/registry,
// which the bench does not depend on); its JSON is HTML-safe, so it holds no `</script>`.
const REGISTRY_SCRIPT = /<script type="application\/json" id="mf-registry">(.*?)<\/script>/s;

/** The part of the inlined registry the bench reads. */
interface InlinedRegistry {
  remotes?: Record<string, { version?: unknown } | undefined>;
}

/**
 * The version of `remote` a page's HTML gives its visitor, from the registry the server inlines;
 * undefined when the page has no registry or it names no version of that remote.
 */
export function remoteVersionInHtml(html: string, remote: string): string | undefined {
  const json = REGISTRY_SCRIPT.exec(html)?.[1];
  if (json === undefined) return undefined;
  const registry = JSON.parse(json) as InlinedRegistry;
  const version = registry.remotes?.[remote]?.version;
  return typeof version === 'string' ? version : undefined;
}

/**
 * The calculator version `origin` serves a new visitor right now, from its /website/Calculator:
 * what stable is, where no canary runs (the propagation bench promotes, it runs no canary).
 */
export async function servedCalculatorVersion(origin: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/website/Calculator`, {
    headers: { accept: 'text/html' },
  });
  const html = await response.text();
  if (!response.ok) throw new Error(`${origin}/website/Calculator answered ${response.status}`);
  return remoteVersionInHtml(html, 'calculator');
}
