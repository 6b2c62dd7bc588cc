import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onDemandShared } from '@gold/registry';
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

/** The shell's files to preload: those of every page, and those of each on-demand singleton. */
export interface ShellPreloads {
  /** The bootstrap chunk and the chunks of the singletons every page uses. */
  always: Preload[];
  /** The chunks of each on-demand singleton, for the pages whose remote takes it. */
  onDemand: Map<string, Preload[]>;
}

const isOnDemand = (name: string) => (onDemandShared as readonly string[]).includes(name);

/**
 * What pages need from the shell beyond its entry script: the bootstrap chunk and the chunks of
 * the shared singletons. Listed in the HTML, they download in parallel with the entry instead
 * of one level after it.
 */
export function shellPreloads(shellDist: string, publicPath = '/shell/'): ShellPreloads {
  const bootstrap = readdirSync(shellDist).filter((file) => /^bootstrap\.[0-9a-f]+\.js$/.test(file));
  const shared = readManifest(shellDist).shared ?? [];
  const everyPage = shared.filter((item) => !isOnDemand(item.name)).flatMap((item) => item.assets.js.sync);
  return {
    always: preloadsOf(shellDist, publicPath, [...bootstrap, ...everyPage]),
    onDemand: new Map(
      shared.filter((item) => isOnDemand(item.name)).map((item) => [item.name, preloadsOf(shellDist, publicPath, item.assets.js.sync)]),
    ),
  };
}

/**
 * A remote page's files: the entry (with the integrity the registry holds), the shell's chunks
 * of the on-demand singletons the remote takes, and the chunks of the exposed module, read from
 * the version's manifest. None of the shell's `always` files again. Cached per version and module
 * by the caller.
 */
export function remotePagePreloads(version: RemoteVersion, folder: string, module: string, shell: ShellPreloads): Preload[] {
  const manifest = readManifest(folder);
  const entry = version.integrity ? [{ href: `${version.baseUrl}${version.entryFile}`, integrity: version.integrity }] : [];
  const sharedParts = (manifest.shared ?? []).flatMap((item) => shell.onDemand.get(item.name) ?? []);
  const expose = manifest.exposes?.find((item) => item.path === module || `./${item.path}` === module);
  const already = new Set(shell.always.map((preload) => preload.href));
  const page = [...entry, ...sharedParts, ...preloadsOf(folder, version.baseUrl, expose?.assets.js.sync ?? [])];
  return page.filter((preload, at) => !already.has(preload.href) && page.findIndex((other) => other.href === preload.href) === at);
}

/** The link elements for a list of preloads (same credentials mode as the chunk loader). */
export function preloadTags(preloads: readonly Preload[]): string {
  return preloads
    .map((p) => `<link rel="preload" as="script" href="${p.href}" integrity="${p.integrity}" crossorigin="anonymous" />`)
    .join('\n    ');
}
