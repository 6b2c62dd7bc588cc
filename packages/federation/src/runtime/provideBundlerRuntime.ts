import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { publishBundlerRuntime, type BuildFederation } from './bundlerRuntimeGlobal';

/** The shell build's own require function; rspack binds this name in every module it bundles. */
declare const __webpack_require__: { federation: BuildFederation };
/** Set by the build (createAppConfig): the Module Federation release it bundles. */
declare const __GOLD_FEDERATION_RELEASE__: string;

/**
 * A runtime plugin of the shell's build: before the shell's federation starts, it publishes the
 * build's bundler runtime for the remotes (see bundlerRuntimeGlobal.ts).
 */
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'gold-provide-bundler-runtime',
    beforeInit(args) {
      publishBundlerRuntime(
        globalThis,
        __GOLD_FEDERATION_RELEASE__,
        __webpack_require__.federation,
      );
      return args;
    },
  };
}
