/** Server rendering with the site's styles (build-time prerender only; never shared with the browser). */
export { createStyleCollector, type StyleCollector } from './server/styleCollector';
