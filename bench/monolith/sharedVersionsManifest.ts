import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Compilation, Compiler, Module, RspackPluginInstance } from '@rspack/core';
import { installedVersion, sharedSingletons } from '@gold/federation';

function packageDir(name: string, fromDir: string): string {
  const bare = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', bare);
    if (existsSync(candidate)) return realpathSync(candidate) + sep;
    if (dirname(dir) === dir) throw new Error(`${bare} is not installed for ${fromDir}`);
  }
}

function resourcesOf(module: Module): string[] {
  // Scope hoisting folds a package's modules into one concatenated module.
  const inner = (module as Module & { modules?: Module[] }).modules;
  if (inner) return inner.flatMap(resourcesOf);
  const resource = (module as Module & { resource?: string }).resource;
  return resource ? [resource] : [];
}

/** The chunks each singleton lives in, among those the shell's bootstrap loads at start. */
function filesBySingleton(
  compilation: Compilation,
  dirs: Map<string, string>,
): Map<string, Set<string>> {
  const files = new Map([...dirs.keys()].map((name) => [name, new Set<string>()]));
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  const startFiles = new Set(bootstrap?.chunks.flatMap((chunk) => [...chunk.files]) ?? []);
  for (const module of compilation.modules) {
    const resources = resourcesOf(module);
    for (const [name, dir] of dirs) {
      if (!resources.some((resource) => resource.startsWith(dir))) continue;
      for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) {
        for (const file of chunk.files)
          if (startFiles.has(file) && file.endsWith('.js')) files.get(name)?.add(file);
      }
    }
  }
  return files;
}

/**
 * Writes the `mf-manifest.json` the server reads from the shell build it serves: each shared
 * singleton's version and the start-up chunks that hold it, as the federation plugin lists them
 * for the shell. The server preloads those chunks, so the monolith gets the shell's head start
 * and no chunk that only a page needs.
 */
export class SharedVersionsManifest implements RspackPluginInstance {
  constructor(private readonly shellDir: string) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedVersionsManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedVersionsManifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const dirs = new Map(
            sharedSingletons.map((name) => [name, packageDir(name, this.shellDir)]),
          );
          const files = filesBySingleton(compilation, dirs);
          const shared = sharedSingletons.map((name) => ({
            name,
            version: installedVersion(name, this.shellDir),
            assets: { js: { sync: [...(files.get(name) ?? [])].sort(), async: [] } },
          }));
          const manifest = { id: 'monolith', name: 'monolith', shared };
          compilation.emitAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
