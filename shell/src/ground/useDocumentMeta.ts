import { useEffect } from 'react';
import { getSiteConfig } from '@gold/config';
import { pageLanguage, withLanguage } from '@gold/i18n';
import { routeHref } from '@gold/routes';

/** What the head says about the page shown: the server writes the same for the first load. */
export interface DocumentMeta {
  title: string;
  description: string;
  /** The route's path under the site base; absent for the not-found page. */
  path?: string;
}

function setContent(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/**
 * Keeps the head in step with client-side navigation: title (with the brand), description,
 * canonical link and the link-preview tags, so that sharing the current page shares its own URL.
 */
export function useDocumentMeta({ title, description, path }: DocumentMeta) {
  useEffect(() => {
    const { brandName, siteUrl } = getSiteConfig();
    const fullTitle = `${title} | ${brandName}`;
    document.title = fullTitle;
    for (const key of ['og:title', 'twitter:title'])
      setContent(`meta[property="${key}"], meta[name="${key}"]`, fullTitle);
    for (const key of ['description', 'og:description', 'twitter:description']) {
      setContent(`meta[property="${key}"], meta[name="${key}"]`, description);
    }
    if (path === undefined) return;
    const url = `${siteUrl.replace(/\/+$/, '')}${withLanguage(routeHref({ path }), pageLanguage())}`;
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
    setContent('meta[property="og:url"]', url);
  }, [title, description, path]);
}
