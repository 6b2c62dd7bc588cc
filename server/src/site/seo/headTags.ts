import { htmlSafeJson } from '@gold/config';
import { escapeMarkup } from './escapeMarkup';
import { FAVICON_PATH } from './favicon';
import type { JsonLdNode } from './structuredData';

/** What the head of one page says to browsers, search engines and link previews. */
export interface HeadFacts {
  /** The full document title, brand included. */
  title: string;
  description: string;
  /** Absolute canonical URL; absent for a page that must not be indexed (not found). */
  canonicalUrl?: string;
  /** The page in each language it is offered in (and `x-default`), at absolute URLs. */
  alternates?: readonly { hreflang: string; href: string }[];
  /** Open Graph's locale of the page (`en_IN`, `ta_IN`); `en_IN` where absent. */
  locale?: string;
  siteName: string;
  /** The page's JSON-LD document. */
  structuredData: JsonLdNode;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

/**
 * The head elements of a page: title, description, canonical link (or noindex), Open Graph and
 * Twitter card tags, the icon, and the JSON-LD, which is data and never executed (CSP-safe).
 */
export function headTags({
  title,
  description,
  canonicalUrl,
  alternates = [],
  locale = 'en_IN',
  siteName,
  structuredData,
}: HeadFacts): string[] {
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    canonicalUrl
      ? `<link rel="canonical" href="${escapeMarkup(canonicalUrl)}" />`
      : meta('name', 'robots', 'noindex'),
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}" />`,
    ),
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', locale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    canonicalUrl ? meta('property', 'og:url', canonicalUrl) : '',
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${htmlSafeJson(structuredData)}</script>`,
  ].filter(Boolean);
}
