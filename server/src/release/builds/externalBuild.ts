import { FILE_NAME_RULE, isSafeFileName, shown } from '@gold/registry/model';
import { RegistryError } from '../registryErrors';
import { sriHasher } from './buildFiles';
import {
  downloadWhole,
  guardedDownload,
  NotFetched,
  type DownloadLimits,
  type Resolve,
} from './guardedDownload';

/** Where a build hosted elsewhere may come from, given the configuration. */
export interface ExternalHosting {
  /** An https site refuses builds from http origins (browsers would block them anyway). */
  siteIsHttps: boolean;
  /**
   * EXTERNAL_BUILD_ORIGINS: the only origins that may host builds, private addresses included.
   * Empty: any https origin whose host resolves to public addresses only.
   */
  listedOrigins: readonly string[];
}

/**
 * The caps of one registration. A manifest is a few KB and an entry a few tens (the calculator's:
 * 3 KB and 12 KB); the caps leave room for a hundred times that and more. The manifest's is the
 * smaller because it is parsed whole; the entry is only hashed, as it arrives.
 */
export const DOWNLOAD_LIMITS: DownloadLimits = {
  manifestBytes: 1024 * 1024,
  fileBytes: 5 * 1024 * 1024,
  buildBytes: 8 * 1024 * 1024,
  connectMs: 5_000,
  totalMs: 20_000,
  redirects: 3,
};

/** A build hosted elsewhere, as read at registration. */
export interface ExternalBuild {
  /** The base URL, ending in `/`. */
  baseUrl: string;
  manifest: unknown;
  /** The Subresource Integrity hash of one of its files (the entry), by a name relative to the base. */
  integrityOf(name: string): Promise<string>;
}

/** The one answer for any file that was not fetched: refused, missing or unreadable alike. */
function notFetched(url: URL, error: unknown): RegistryError {
  const reason = error instanceof NotFetched ? error.message : String(error);
  return new RegistryError(422, `${url.href} not fetched`, [], reason);
}

/**
 * The base URL of a build hosted elsewhere, checked by its text alone (no request is made):
 * absolute, http(s) without credentials, query or fragment, https on an https site, and of an
 * origin listed in EXTERNAL_BUILD_ORIGINS (or https when none is listed).
 */
export function externalBaseUrl(baseUrl: string, hosting: ExternalHosting): URL {
  let url: URL;
  try {
    url = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new RegistryError(400, `${shown(baseUrl)} is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RegistryError(400, 'only http(s) URLs can host a remote');
  if (hosting.siteIsHttps && url.protocol === 'http:')
    throw new RegistryError(
      400,
      `${url.href} is http: an https site cannot load scripts from it; host the build on https`,
    );
  if (url.search || url.hash)
    throw new RegistryError(400, 'the base URL must not have a query or a fragment');
  if (url.username || url.password)
    throw new RegistryError(400, 'the base URL must not carry a user name or password');
  const { listedOrigins } = hosting;
  if (listedOrigins.length > 0 && !listedOrigins.includes(url.origin))
    throw new RegistryError(
      400,
      `${url.href} not fetched: ${url.origin} is not an origin listed in EXTERNAL_BUILD_ORIGINS`,
    );
  if (listedOrigins.length === 0 && url.protocol !== 'https:')
    throw new RegistryError(
      400,
      `${url.href} not fetched: builds come from https origins unless EXTERNAL_BUILD_ORIGINS lists the origin`,
    );
  return url;
}

/** `name` as a URL under `base`; refuses a name that is not a safe relative file name. */
export function fileUnder(base: URL, name: string): URL {
  const url = isSafeFileName(name) ? new URL(name, base) : undefined;
  if (!url?.href.startsWith(base.href))
    throw new RegistryError(400, `the file ${shown(name)} ${FILE_NAME_RULE}`);
  return url;
}

/**
 * Reads a build's manifest from another origin (see `guardedDownload` for how); refuses with one
 * line, never a stack. Whatever kept a file from being read (an address refused, no answer, a 404,
 * a cap crossed, a redirect elsewhere), the caller reads "<url> not fetched", so that the registry
 * cannot be used to tell the hosts and ports it reaches apart; the reason goes to the server's log.
 */
export async function fetchExternalBuild(
  baseUrl: string,
  hosting: ExternalHosting,
  { limits = DOWNLOAD_LIMITS, resolve }: { limits?: DownloadLimits; resolve?: Resolve } = {},
): Promise<ExternalBuild> {
  const base = externalBaseUrl(baseUrl, hosting);
  const download = guardedDownload({
    origin: base.origin,
    listed: hosting.listedOrigins.includes(base.origin),
    limits,
    resolve,
  });
  const fetched = async <T>(url: URL, reading: Promise<T>): Promise<T> => {
    try {
      return await reading;
    } catch (error) {
      throw notFetched(url, error);
    }
  };
  const manifestUrl = fileUnder(base, 'mf-manifest.json');
  const bytes = await fetched(
    manifestUrl,
    downloadWhole(download, manifestUrl, limits.manifestBytes),
  );
  let manifest: unknown;
  try {
    manifest = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RegistryError(422, `${manifestUrl.href} is not JSON`);
  }
  const integrityOf = async (name: string) => {
    const url = fileUnder(base, name);
    const hasher = sriHasher();
    await fetched(url, download(url, limits.fileBytes, hasher.update));
    return hasher.sri();
  };
  return { baseUrl: base.href, manifest, integrityOf };
}
