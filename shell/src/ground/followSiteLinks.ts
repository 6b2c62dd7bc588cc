import type { MouseEvent } from 'react';
import { isPlainClick, navigateTo } from '@gold/ui';
import { SITE_BASE } from '@gold/routes';

/**
 * Takes the clicks of HTML that no React root renders (a static page): a plain click on a link
 * to a page of this site moves the app there without a reload, as a `SiteLink`'s does. Any other
 * link (a phone number, another site, a new tab) does what the browser does.
 */
export function followSiteLinks(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${SITE_BASE}/`)) return;
  event.preventDefault();
  navigateTo(`${url.pathname}${url.search}${url.hash}`);
}
