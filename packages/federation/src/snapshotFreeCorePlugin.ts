import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** What the shell's runtime core constructs instead of Module Federation's SnapshotHandler. */
export const SNAPSHOT_HANDLER_STAND_IN = fileURLToPath(
  new URL('./runtime/snapshotHandlerStandIn.ts', import.meta.url),
);

/** What the shell's runtime core imports instead of Module Federation's preload helpers. */
export const PRELOAD_STAND_IN = fileURLToPath(
  new URL('./runtime/preloadStandIn.ts', import.meta.url),
);

const SNAPSHOT_HANDLER = /^\.\/plugins\/snapshot\/SnapshotHandler\.js$/;
const RUNTIME_CORE = /[\\/]runtime-core[\\/]dist[\\/]core\.js$/;
const PRELOAD = /^\.\.?\/utils\/preload\.js$/;
/** The remote handler (`preloadRemote`) and the helpers lent to runtime plugins. */
const PRELOAD_USERS = /[\\/]runtime-core[\\/]dist[\\/](remote[\\/]index|helpers)\.js$/;

/**
 * For the shell's production build: the runtime core's constructor takes the snapshot handler
 * from runtime/snapshotHandlerStandIn.ts, which finishes what `disableSnapshot` began. Only the
 * constructor's import is replaced; the remote handler still imports the one helper of that file
 * it uses, and the handler's class is then tree-shaken. The preload helpers, which load what a
 * snapshot lists, go the same way (runtime/preloadStandIn.ts).
 */
export class SnapshotFreeCorePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, (data) => {
      if (RUNTIME_CORE.test(data.contextInfo?.issuer ?? '')) {
        data.request = SNAPSHOT_HANDLER_STAND_IN;
      }
    }).apply(compiler);
    new rspack.NormalModuleReplacementPlugin(PRELOAD, (data) => {
      if (PRELOAD_USERS.test(data.contextInfo?.issuer ?? '')) {
        data.request = PRELOAD_STAND_IN;
      }
    }).apply(compiler);
  }
}
