import { existsSync } from 'node:fs';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

const PLUGIN = 'EsmFederationRuntimePlugin';

/** A CommonJS file of one of Module Federation's runtime packages. */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module build beside a federation runtime package's CommonJS file, if it ships one. */
export function esmSibling(path: string): string | undefined {
  if (!FEDERATION_CJS.test(path)) return undefined;
  const esm = path.replace(/\.cjs$/, '.js');
  return existsSync(esm) ? esm : undefined;
}

/**
 * Bundles Module Federation's browser runtime from its ES module builds. The plugin injects the
 * runtime by the paths Node's `require.resolve` gives, which are the CommonJS builds, and CommonJS
 * cannot be tree-shaken: every remote entry carried the SDK's manifest and snapshot code that
 * `disableSnapshot` leaves unused. From the ES modules, a remote entry is about 15.5 -> 10 KB gzip
 * and the shell's entry 34.5 -> 27.5 KB. The files are the same release of the same packages.
 */
export class EsmFederationRuntimePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    // The bundler runtime and the runtime plugins are imported by absolute path.
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
      const esm = esmSibling(data.request);
      if (esm) data.request = esm;
    }).apply(compiler);
    // `@module-federation/runtime` is aliased to a resolved path; the federation plugin sets its
    // alias after the plugins are applied, so this runs then too (registered after it).
    compiler.hooks.afterPlugins.tap(PLUGIN, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        const esm = typeof target === 'string' ? esmSibling(target) : undefined;
        if (esm) alias[key] = esm;
      }
    });
  }
}
