import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { swcRule } from '@gold/federation';
import type { CompiledScript } from '../index';

/** The scripts pages inline, by name, each from one module of `src/`. */
export const PAGE_SCRIPT_ENTRIES = {
  coverLifter: './src/coverLifter.ts',
  scriptsAfterPaint: './src/scriptsAfterPaint.ts',
} as const;

export type PageScriptName = keyof typeof PAGE_SCRIPT_ENTRIES;

export type CompiledScripts = Record<PageScriptName, CompiledScript>;

/**
 * What would end an inline script early or change how the HTML parser reads it: the scripts are
 * inlined as they are, not escaped.
 */
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

/**
 * `file`'s minified `code` as a page carries it inline, with the Content-Security-Policy source
 * that allows it alone (its SHA-256); refused when empty or unsafe inline.
 */
export function compiledScript(file: string, code: string): CompiledScript {
  if (!code || UNSAFE_IN_SCRIPT.test(code))
    throw new Error(`${file}: empty, or holds what would break out of an inline script`);
  return { code, source: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** Takes each entry's minified file out of the build, so that nothing is written but the result. */
function collect(compiler: Compiler, compiled: (scripts: CompiledScripts) => void) {
  const name = 'PageScripts';
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        const scripts = {} as CompiledScripts;
        for (const script of Object.keys(PAGE_SCRIPT_ENTRIES) as PageScriptName[]) {
          const file = `${script}.js`;
          const code = String(compilation.getAsset(file)?.source.source() ?? '').trim();
          scripts[script] = compiledScript(file, code);
        }
        for (const asset of compilation.getAssets()) compilation.deleteAsset(asset.name);
        compiled(scripts);
      },
    );
  });
}

/**
 * The build of the page scripts from the package in `dir`: each entry bundled with what it imports
 * into one minified script that runs as it is inlined (no module system, no runtime), for the
 * browsers the site's own code targets. `compiled` receives the scripts and their hashes.
 */
export function pageScriptsConfig(
  dir: string,
  compiled: (scripts: CompiledScripts) => void,
): Configuration {
  return {
    context: dir,
    mode: 'production',
    target: 'web',
    devtool: false,
    entry: PAGE_SCRIPT_ENTRIES,
    output: { path: join(dir, 'dist'), filename: '[name].js', iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule({ production: true, refresh: false })] },
    optimization: { minimize: true, concatenateModules: true },
    performance: { hints: false },
    plugins: [{ apply: (compiler: Compiler) => collect(compiler, compiled) }],
  };
}
