import { rspack, type Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { CHUNK_GROUPS_FILE, type ChunkGroups } from '@gold/build-output';

const PLUGIN = 'ChunkGroupsPlugin';

// How rspack names the modules that give a shared module to the share scope and take one from it.
const PROVIDE_MODULE = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;
const CONSUME_MODULE = /^consume shared module \([^)]*\) (.+?)@[^@\s]* /;

type ChunkGroup = Compilation['chunkGroups'][number];

const scriptsOf = (group: ChunkGroup) => group.getFiles().filter((file) => file.endsWith('.js'));

/** The share key a chunk group loads the build's own copy of, if it is such a group. */
function providedKey(group: ChunkGroup): string | undefined {
  for (const origin of group.origins) {
    const provided = PROVIDE_MODULE.exec(origin.module?.identifier() ?? '');
    if (provided) return provided[1];
  }
  return undefined;
}

/** The share keys the modules of a chunk group take from the share scope. */
function consumedKeys(compilation: Compilation, group: ChunkGroup): string[] {
  const keys = group.chunks.flatMap((chunk) =>
    compilation.chunkGraph
      .getChunkModules(chunk)
      .flatMap((module) => CONSUME_MODULE.exec(module.identifier())?.[1] ?? []),
  );
  return [...new Set(keys)].sort();
}

/** The chunk groups of a compilation, as {@link CHUNK_GROUPS_FILE} records them. */
export function chunkGroupsOf(compilation: Compilation): ChunkGroups {
  const groups: ChunkGroups = { named: {}, provided: {}, consumed: {} };
  for (const group of compilation.chunkGroups) {
    if (group.name) {
      groups.named[group.name] = scriptsOf(group);
      groups.consumed[group.name] = consumedKeys(compilation, group);
    }
    const key = providedKey(group);
    if (key) groups.provided[key] = scriptsOf(group);
  }
  return groups;
}

/**
 * Writes {@link CHUNK_GROUPS_FILE}, from which the server preloads exactly the scripts a page
 * runs: guessing from file names missed the vendor chunk split off the bootstrap (React Router),
 * and the federation manifest adds fallback copies no page loads and, per remote rather than per
 * page, shared modules only some of its pages take.
 */
export class ChunkGroupsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = `${JSON.stringify(chunkGroupsOf(compilation), null, 2)}\n`;
          compilation.emitAsset(CHUNK_GROUPS_FILE, new rspack.sources.RawSource(json));
        },
      );
    });
  }
}
