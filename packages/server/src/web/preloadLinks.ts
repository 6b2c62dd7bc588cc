import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteVersion } from '@gold/registry/model';
import { sriOf } from '../registry/releaseStore';

/** One file the browser should start fetching as soon as the HTML arrives. */
export interface Preload {
  href: string;
  integrity: string;
}

interface ManifestAssets {
  shared?: { name: string; assets: { js: { sync: string[] } } }[];
  exposes?: { path: string; assets: { js: { sync: string[] } } }[];
}

function readManifest(dir: string): ManifestAssets {
  const path = join(dir, 'mf-manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ManifestAssets) : {};
}

function preloadsOf(dir: string, baseUrl: string, files: Iterable<string>): Preload[] {
  return [...new Set(files)]
    .filter((file) => existsSync(join(dir, file)))
    .map((file) => ({ href: `${baseUrl}${file}`, integrity: sriOf(readFileSync(join(dir, file))) }));
}

/**
 * What every page needs from the shell beyond its entry script: the bootstrap chunk and the
 * chunks of its shared singletons. Listed in the HTML, they download in parallel with the entry
 * instead of one level after it.
 */
export function shellPreloads(shellDist: string, publicPath = '/shell/'): Preload[] {
  const bootstrap = readdirSync(shellDist).filter((file) => /^bootstrap\.[0-9a-f]+\.js$/.test(file));
  const shared = (readManifest(shellDist).shared ?? []).flatMap((item) => item.assets.js.sync);
  return preloadsOf(shellDist, publicPath, [...bootstrap, ...shared]);
}

/**
 * A remote page's files: the entry (with the integrity the registry holds) and the chunks of the
 * exposed module, read from the version's manifest. Cached per version and module by the caller.
 */
export function remotePagePreloads(version: RemoteVersion, folder: string, module: string): Preload[] {
  const entry = version.integrity ? [{ href: `${version.baseUrl}${version.entryFile}`, integrity: version.integrity }] : [];
  const expose = readManifest(folder).exposes?.find((item) => item.path === module || `./${item.path}` === module);
  return [...entry, ...preloadsOf(folder, version.baseUrl, expose?.assets.js.sync ?? [])];
}

/** The link elements for a list of preloads (same credentials mode as the chunk loader). */
export function preloadTags(preloads: readonly Preload[]): string {
  return preloads
    .map((p) => `<link rel="preload" as="script" href="${p.href}" integrity="${p.integrity}" crossorigin="anonymous" />`)
    .join('\n    ');
}
