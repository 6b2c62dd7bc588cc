import { readInlineJson } from './inlineJson';
import { defaultPublicConfig, type PublicConfig } from './siteConfig';

/** Id of the JSON script element in which the server inlines the public config. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

let cached: PublicConfig | undefined;

/**
 * The public config as the server inlined it into the page. Outside a served page (unit tests)
 * the fictional defaults apply.
 */
export function getSiteConfig(): PublicConfig {
  cached ??= {
    ...defaultPublicConfig,
    ...readInlineJson<Partial<PublicConfig>>(SITE_CONFIG_ELEMENT_ID),
  };
  return cached;
}

/**
 * Sets what {@link getSiteConfig} returns where no page inlines a config: the build-time prerender
 * in Node, which renders the pages with the server's config.
 */
export function provideSiteConfig(config: PublicConfig): void {
  cached = config;
}
