import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_GROUPS_FILE, onDemandShared, type ChunkGroups } from '@gold/build-output';
import { isSafeFileName, type RemoteVersion } from '@gold/registry/model';
import { sriOf } from '../release/builds/buildFiles';
import { escapeMarkup } from './seo/escapeMarkup';

/** One script a page fetches before it runs it, with the integrity it must match. */
export interface Preload {
  href: string;
  integrity: string;
}

/** `preloads` with each file once, the first time it is listed (a remote's entry, with two of its modules). */
export function uniqueByHref(preloads: readonly Preload[]): Preload[] {
  const seen = new Set<string>();
  return preloads.filter((preload) => !seen.has(preload.href) && seen.add(preload.href));
}

interface ManifestAssets {
  exposes?: { path: string; assets: { js: { sync: string[] } } }[];
}

/** A JSON file of a build, or `{}` where the build has none. */
function readBuildJson<T extends object>(dir: string, file: string): Partial<T> {
  const path = join(dir, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : {};
}

const readManifest = (dir: string) => readBuildJson<ManifestAssets>(dir, 'mf-manifest.json');

/** The files named that the build has: a name outside the safe alphabet names none of them. */
function preloadsOf(dir: string, baseUrl: string, files: Iterable<string>): Preload[] {
  return [...new Set(files)]
    .filter((file) => isSafeFileName(file) && existsSync(join(dir, file)))
    .map((file) => ({
      href: `${baseUrl}${file}`,
      integrity: sriOf(readFileSync(join(dir, file))),
    }));
}

/** The shell's files to preload: those of every page, and those of each on-demand singleton. */
export interface ShellPreloads {
  /** The entry, the bootstrap chunk with what was split off it, and the chunks of the singletons every page uses. */
  always: Preload[];
  /**
   * The layout's chunk group (the router among it), but for what `always` lists: for the pages
   * that start it at once (a static page without islands, a page the scripts draw). A prerendered
   * page starts it at the visitor's first interaction.
   */
  layout: Preload[];
  /** The chunks of each on-demand singleton, for the pages whose remote takes it. */
  onDemand: Map<string, Preload[]>;
}

const isOnDemand = (name: string) => (onDemandShared as readonly string[]).includes(name);

/**
 * What the pages need from the shell: the entry script (first, so that its deferred script
 * tag does not leave it the lowest priority of the load), the bootstrap chunk group and the
 * chunks of the shell's copy of each shared singleton. Listed in the HTML, they download in
 * parallel with the entry instead of levels after it.
 */
export function shellPreloads(shellDist: string, publicPath = '/shell/'): ShellPreloads {
  const { named = {}, provided = {} } = readBuildJson<ChunkGroups>(shellDist, CHUNK_GROUPS_FILE);
  const shared = Object.entries(provided);
  const everyPage = shared.filter(([name]) => !isOnDemand(name)).flatMap(([, files]) => files);
  const always = preloadsOf(shellDist, publicPath, [
    ...(named.main ?? []),
    ...(named.bootstrap ?? []),
    ...everyPage,
  ]);
  const listed = new Set(always.map((preload) => preload.href));
  return {
    always,
    layout: preloadsOf(shellDist, publicPath, named.layout ?? []).filter(
      (preload) => !listed.has(preload.href),
    ),
    onDemand: new Map(
      shared
        .filter(([name]) => isOnDemand(name))
        .map(([name, files]) => [name, preloadsOf(shellDist, publicPath, files)]),
    ),
  };
}

/**
 * The share keys an exposed module takes, from the build's chunk groups: the named group whose
 * scripts are the module's; none where the build names no such group (the page then takes them
 * as its scripts ask, without preloads).
 */
function sharedKeysOf(folder: string, exposedFiles: readonly string[]): string[] {
  const { named = {}, consumed = {} } = readBuildJson<ChunkGroups>(folder, CHUNK_GROUPS_FILE);
  const group = Object.keys(named).find(
    (name) => exposedFiles.length > 0 && exposedFiles.every((file) => named[name]?.includes(file)),
  );
  return group ? (consumed[group] ?? []) : [];
}

/**
 * A remote page's files: the entry (with the integrity the registry holds), the shell's chunks
 * of the on-demand singletons the page takes, and the chunks of the exposed module, read from
 * the version's manifest. None of the shell's `always` files again. Cached per version and module
 * by the caller.
 */
export function remotePagePreloads(
  version: RemoteVersion,
  folder: string,
  module: string,
  shell: ShellPreloads,
): Preload[] {
  const manifest = readManifest(folder);
  const entry = version.integrity
    ? [{ href: `${version.baseUrl}${version.entryFile}`, integrity: version.integrity }]
    : [];
  const expose = manifest.exposes?.find(
    (item) => item.path === module || `./${item.path}` === module,
  );
  const exposedFiles = expose?.assets.js.sync ?? [];
  const sharedParts = sharedKeysOf(folder, exposedFiles).flatMap(
    (key) => shell.onDemand.get(key) ?? [],
  );
  // The shell's `always` files count as listed already.
  const listed = new Set(shell.always.map((preload) => preload.href));
  return [...entry, ...sharedParts, ...preloadsOf(folder, version.baseUrl, exposedFiles)].filter(
    (preload) => {
      if (listed.has(preload.href)) return false;
      listed.add(preload.href);
      return true;
    },
  );
}

/**
 * The preload links of `preloads`, for the head of a page the scripts draw. Their values are
 * escaped although the registry refuses names that would need it: versions published before it
 * did stay in the database.
 */
export function preloadTags(preloads: readonly Preload[]): string {
  return preloads
    .map(
      (p) =>
        `<link rel="preload" as="script" href="${escapeMarkup(p.href)}" integrity="${escapeMarkup(p.integrity)}" crossorigin="anonymous" />`,
    )
    .join('\n    ');
}
