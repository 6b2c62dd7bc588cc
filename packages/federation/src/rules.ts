import type { RuleSetRule } from '@rspack/core';

/** Raster images, emitted as files of their own. */
const RASTER_IMAGES = /\.(png|jpe?g|webp|avif)$/i;

/** Web fonts (the Tamil and Kannada faces), emitted as files of their own. */
const FONTS = /\.woff2$/i;

/** Vector images, written into the module that imports them while they are small (below). */
const VECTOR_IMAGES = /\.svg$/i;

/**
 * The largest SVG written into its importer as a data URL rather than emitted as a file. A small
 * one costs less inline than the round trip of its own request: the home page's art (under 2 KB
 * each) held its landing cover one round trip after the HTML, about 150 ms on a slow phone.
 */
export const INLINE_SVG_MAX_BYTES = 4096;

/**
 * An SVG as a `data:` URL, percent-encoded rather than base64: it gzips to about the SVG's own
 * size (base64 to nearly twice), and holds no space, quote or `#`, so it goes unchanged into a
 * CSS `url("...")` and into a space-separated list of addresses.
 */
export function svgDataUrl(content: Buffer): string {
  return `data:image/svg+xml,${encodeURIComponent(content.toString('utf8'))}`;
}

/** Name of an emitted image or font: the web and prerender builds must agree, as the prerendered HTML links to the web build's file. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/**
 * How images and fonts are built, the same for the web and the prerender build, so that the
 * prerendered HTML names what the web build wrote. `emit`: whether this build writes the files
 * (the prerender build only needs their names).
 */
export function assetRules({ emit }: { emit: boolean }): RuleSetRule[] {
  return [
    { test: RASTER_IMAGES, type: 'asset/resource', generator: { emit } },
    { test: FONTS, type: 'asset/resource', generator: { emit } },
    {
      test: VECTOR_IMAGES,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: INLINE_SVG_MAX_BYTES } },
      generator: { emit, dataUrl: svgDataUrl },
    },
  ];
}

/** TypeScript and JSX through SWC, the same for the web and the prerender build. */
export function swcRule({
  production,
  refresh,
  developmentJsx = !production,
}: {
  production: boolean;
  refresh: boolean;
  /** React's development JSX (owner stacks), which needs the development React: not in a production shell. */
  developmentJsx?: boolean;
}): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        // SWC's default is ES5. The libraries every page ships (React 19, Chakra, the federation
        // runtime) already need ES2020 browsers, so compiling our own code lower reached no more
        // visitors: it only added helpers (destructuring, spread, async) to each module.
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: developmentJsx, refresh } },
      },
    },
  };
}
