import { RegistryError } from '../registry/registryErrors';

/** How long a swap waits for the other origin before it gives up. */
const FETCH_TIMEOUT_MS = 10_000;
/** Larger than any entry or manifest we build, small enough that a wrong URL cannot flood us. */
const MAX_BYTES = 5 * 1024 * 1024;

/** A build hosted elsewhere, as read at registration. */
export interface ExternalBuild {
  /** The base URL, ending in `/`. */
  baseUrl: string;
  manifest: unknown;
  /** Reads one of its files (the entry, for its integrity hash). */
  file(path: string): Promise<Buffer>;
}

/** Why a request failed, in one line (Node's fetch hides the reason in `cause`). */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return `no answer in ${FETCH_TIMEOUT_MS / 1000} s`;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function download(url: URL): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new RegistryError(422, `could not fetch ${url.href}: ${reasonOf(error)}`);
  }
  if (!response.ok)
    throw new RegistryError(422, `could not fetch ${url.href}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES)
    throw new RegistryError(422, `${url.href} is larger than ${MAX_BYTES} bytes`);
  return bytes;
}

/** The base URL of a build hosted elsewhere, checked: absolute, http(s), https on an https site. */
export function externalBaseUrl(baseUrl: string, siteIsHttps: boolean): URL {
  let url: URL;
  try {
    url = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new RegistryError(400, `"${baseUrl}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RegistryError(400, 'only http(s) URLs can host a remote');
  if (siteIsHttps && url.protocol === 'http:')
    throw new RegistryError(
      400,
      `${url.href} is http: an https site cannot load scripts from it; host the build on https`,
    );
  if (url.search || url.hash)
    throw new RegistryError(400, 'the base URL must not have a query or a fragment');
  return url;
}

/** Reads a build's manifest from another origin; refuses with one line of why, never a stack. */
export async function fetchExternalBuild(
  baseUrl: string,
  { siteIsHttps }: { siteIsHttps: boolean },
): Promise<ExternalBuild> {
  const base = externalBaseUrl(baseUrl, siteIsHttps);
  const manifestUrl = new URL('mf-manifest.json', base);
  let manifest: unknown;
  try {
    manifest = JSON.parse((await download(manifestUrl)).toString('utf8'));
  } catch (error) {
    if (error instanceof RegistryError) throw error;
    throw new RegistryError(422, `${manifestUrl.href} is not JSON`);
  }
  return {
    baseUrl: base.href,
    manifest,
    file: (path) => download(new URL(path, base)),
  };
}
