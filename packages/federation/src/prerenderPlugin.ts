import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import type { PublicConfig } from '@gold/config';
import type { PrerenderedFragment } from '@gold/build-output';

/** What the node entry of a prerender build exports. */
export type PrerenderEntry = (options: {
  app: string;
  config: PublicConfig;
}) => Record<string, PrerenderedFragment>;

export interface PrerenderPluginOptions {
  /** The app: `shell` or a remote's name. */
  app: string;
  /** The web build's folder, where the fragments go (they are published with it). */
  outDir: string;
  /** The public config the pages are rendered with. */
  config: PublicConfig;
}

/** After the node build is written, runs its entry and writes each fragment into the web build. */
export class PrerenderPlugin implements RspackPluginInstance {
  constructor(private readonly options: PrerenderPluginOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const entry = join(compilation.outputOptions.path ?? '', 'prerender.mjs');
      try {
        // The query makes a watch rebuild load the new bundle rather than the cached module.
        const loaded = (await import(`${pathToFileURL(entry).href}?build=${compilation.hash}`)) as {
          prerender: PrerenderEntry;
        };
        const files = loaded.prerender({ app: this.options.app, config: this.options.config });
        for (const [file, fragment] of Object.entries(files)) {
          const target = join(this.options.outDir, file);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, JSON.stringify(fragment));
        }
      } catch (error) {
        // A page that cannot render in Node fails the build, not the first visit.
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `prerender of ${this.options.app} failed: ${String((error as Error).stack ?? error)}`,
          ),
        );
      }
    });
  }
}
