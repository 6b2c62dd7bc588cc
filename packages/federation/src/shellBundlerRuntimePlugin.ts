import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** The shell's runtime plugin that publishes its bundler runtime (runtime/bundlerRuntimeGlobal.ts). */
export const PROVIDE_BUNDLER_RUNTIME = fileURLToPath(
  new URL('./runtime/provideBundlerRuntime.ts', import.meta.url),
);

/** What a remote bundles instead of Module Federation's bundler runtime. */
export const SHELL_BUNDLER_RUNTIME = fileURLToPath(
  new URL('./runtime/shellBundlerRuntime.ts', import.meta.url),
);

/** The bundler runtime's main module, in its CommonJS or ES module build. */
export const BUNDLER_RUNTIME_INDEX = /[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * For a remote's production build, which runs only under the shell: the remote entry takes the
 * bundler runtime's functions from the shell (see runtime/bundlerRuntimeGlobal.ts) instead of
 * carrying its own copy, as `externalRuntime` already does for the runtime core.
 */
export class ShellBundlerRuntimePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_INDEX, SHELL_BUNDLER_RUNTIME).apply(
      compiler,
    );
  }
}
