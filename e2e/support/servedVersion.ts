import { bucketCookie, VISITOR_COOKIE } from './visitorCookie';

/** The calculator version a page's HTML gives its visitor (its inlined registry). */
export function servedVersionIn(html: string): string | undefined {
  const registry = /<script type="application\/json" id="mf-registry">(.*?)<\/script>/s.exec(html);
  const parsed = JSON.parse(registry?.[1] ?? '{}') as {
    remotes?: Record<string, { version: string }>;
  };
  return parsed.remotes?.calculator?.version;
}

/** The calculator version an instance's HTML gives a visitor in `bucket` (its inlined registry). */
export async function servedVersion(url: string, bucket: number): Promise<string | undefined> {
  const cookie = await bucketCookie(url, bucket);
  const html = await fetch(`${url}/website/Calculator`, {
    headers: { cookie: `${VISITOR_COOKIE}=${cookie}` },
  }).then((r) => r.text());
  return servedVersionIn(html);
}
