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

/** One import of the runtime core to give a stand-in: what it asks for, and who asks. */
interface Replacement {
  request: RegExp;
  issuer: RegExp;
  standIn: string;
}

const replacements: Replacement[] = [
  {
    request: /^\.\/plugins\/snapshot\/SnapshotHandler\.js$/,
    issuer: /[\\/]runtime-core[\\/]dist[\\/]core\.js$/,
    standIn: SNAPSHOT_HANDLER_STAND_IN,
  },
  {
    request: /^\.\.?\/utils\/preload\.js$/,
    // The remote handler (`preloadRemote`) and the helpers lent to runtime plugins.
    issuer: /[\\/]runtime-core[\\/]dist[\\/](remote[\\/]index|helpers)\.js$/,
    standIn: PRELOAD_STAND_IN,
  },
];

/**
 * For the shell's production build: the runtime core's constructor takes the snapshot handler
 * from runtime/snapshotHandlerStandIn.ts, which finishes what `disableSnapshot` began. Only the
 * constructor's import is replaced; the remote handler still imports the one helper of that file
 * it uses, and the handler's class is then tree-shaken. The preload helpers, which load what a
 * snapshot lists, go the same way (runtime/preloadStandIn.ts).
 */
export class SnapshotFreeCorePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    for (const { request, issuer, standIn } of replacements) {
      new rspack.NormalModuleReplacementPlugin(request, (data) => {
        if (issuer.test(data.contextInfo?.issuer ?? '')) data.request = standIn;
      }).apply(compiler);
    }
  }
}
