import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** What the shell's runtime core constructs instead of Module Federation's SnapshotHandler. */
export const SNAPSHOT_HANDLER_STAND_IN = fileURLToPath(
  new URL('./runtime/snapshotHandlerStandIn.ts', import.meta.url),
);

const SNAPSHOT_HANDLER = /^\.\/plugins\/snapshot\/SnapshotHandler\.js$/;
const RUNTIME_CORE = /[\\/]runtime-core[\\/]dist[\\/]core\.js$/;

/**
 * For the shell's production build: the runtime core's constructor takes the snapshot handler
 * from runtime/snapshotHandlerStandIn.ts, which finishes what `disableSnapshot` began. Only the
 * constructor's import is replaced; the remote handler still imports the one helper of that file
 * it uses, and the handler's class is then tree-shaken.
 */
export class SnapshotFreeCorePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, (data) => {
      if (RUNTIME_CORE.test(data.contextInfo?.issuer ?? '')) {
        data.request = SNAPSHOT_HANDLER_STAND_IN;
      }
    }).apply(compiler);
  }
}
