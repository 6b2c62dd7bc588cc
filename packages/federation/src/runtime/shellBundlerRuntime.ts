/**
 * Stands in for `@module-federation/webpack-bundler-runtime` in a remote's production build
 * (ShellBundlerRuntimePlugin): the same exports, with the shell's functions and the remote's own
 * state, `initContainerEntry` and `@module-federation/runtime` (whose module keeps the build's
 * federation instance).
 */
import { getRemoteEntry, init } from '@module-federation/enhanced/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { federationFromShell } from './bundlerRuntimeGlobal';

/** Set by the build (createAppConfig): the Module Federation release it bundles. */
declare const __GOLD_FEDERATION_RELEASE__: string;

/**
 * What the bundler runtime calls of `@module-federation/runtime`: `init` when the container starts,
 * `getRemoteEntry` for a share's fallback. Named, so the rest of that module (its `loadRemote`
 * and the like, with their error texts) is left out of the remote entry.
 */
const runtime = { init, getRemoteEntry };

const federation = federationFromShell(globalThis, __GOLD_FEDERATION_RELEASE__, {
  runtime,
  initContainerEntry,
});

export const { bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions, instance, initOptions } =
  federation;
export { runtime };
export default federation;
