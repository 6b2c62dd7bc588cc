import {
  fragmentIslands,
  hydratable,
  pageFragmentFile,
  pageHtmlAt,
  parseFragment,
  renderedWith,
} from '@gold/build-output';
import { pageLanguage } from '@gold/i18n';
import { getSiteConfig } from '@gold/config';
import { fillServerIslands, serverIslandsOf, type ServerIsland } from '@gold/page-data';
import type { RemoteName } from '@gold/routes';
import { addSentStyles, onDemand, type OnDemand } from '@gold/ui';
import { currentTarget } from './remoteTargets';
import { revocationsApplied } from './revocations';

/** A page of the visitor's version of its remote, as the HTML its build drew it as. */
export interface FetchedPage {
  /** The version the HTML is of: the page's code is hydrated on it only from that version. */
  version: string;
  /** The page's HTML, for the layout's page host. Its CSS is in the document already. */
  html: string;
  /** Its HTML is the page: only its islands are hydrated, and its code is never loaded. */
  static: boolean;
  /** A static page's island modules. */
  islands: string[];
  /** Its islands drawn with data where a page load gives it (see {@link withServerData}). */
  serverIslands: ServerIsland[];
}

/** A fragment that has not come by then is given up: the page is drawn by its code instead. */
export const FRAGMENT_TIMEOUT_MS = 5_000;

// One fetch per page of a version: a preload on intent, then the visit, share it; null where the
// version has no fragment for the page (hosted elsewhere, built without, other config values).
const fragments = new Map<string, OnDemand<FetchedPage | null>>();

async function fetchFragment(
  remote: RemoteName,
  base: URL,
  version: string,
  module: string,
): Promise<FetchedPage | null> {
  // A version ended since the page was served is not shown: its remote loads stable now.
  await revocationsApplied();
  if (currentTarget(remote)?.version !== version) throw new Error(`${remote}@${version} ended`);
  const response = await fetch(new URL(pageFragmentFile(module, pageLanguage()), base), {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS),
  });
  // A server that cannot read the version's files now (its database is down) may later.
  if (response.status >= 500) throw new Error(`${response.status} for ${response.url}`);
  if (!response.ok) return null;
  const fragment = parseFragment(await response.text());
  if (!fragment || !hydratable(fragment) || !renderedWith(fragment, getSiteConfig())) return null;
  // Before the HTML can show: it shows styled, and hydrating it inserts nothing again.
  addSentStyles(fragment.styles);
  return {
    version,
    html: pageHtmlAt(fragment, base.pathname),
    static: fragment.static === true,
    islands: fragmentIslands(fragment),
    serverIslands: serverIslandsOf(fragment).map((island) => ({
      ...island,
      template: pageHtmlAt({ ...fragment, html: island.template }, base.pathname),
    })),
  };
}

/**
 * The HTML of a route's page in the version of its remote this page view loads from now, fetched
 * once (the fragment its build wrote, `prerender/<Module>.json` beside the entry; immutable, like
 * every file of a version). Only from a version on this site's own origin; null where there is
 * none or it failed: the page is then drawn by its code, as it always can be.
 */
export function pageFragment(remote: RemoteName, module: string): OnDemand<FetchedPage | null> {
  const target = currentTarget(remote);
  const base = target && new URL('.', new URL(target.entry, window.location.href));
  const key = `${remote}@${target?.version}${module}`;
  let fragment = fragments.get(key);
  if (!fragment) {
    const usable = target && base && base.origin === window.location.origin;
    fragment = onDemand(() =>
      usable
        ? fetchFragment(remote, base, target.version, module).catch(() => {
            // Unreachable, too slow or ended this time: the next visit asks again.
            fragments.delete(key);
            return null;
          })
        : Promise.resolve(null),
    );
    fragments.set(key, fragment);
  }
  return fragment;
}

/** The islands of a page the visitor's version says is static, undefined where it is not. */
export function staticIslandsOf(remote: RemoteName, module: string): string[] | undefined {
  return currentTarget(remote)?.staticPages?.[module];
}

/**
 * A fetched page as one visit shows it: its islands drawn with a captcha of their own, as the
 * server draws a page it sends (the rates and branches its islands load themselves).
 */
export function withServerData(page: FetchedPage, captcha: string): FetchedPage {
  return { ...page, html: fillServerIslands(page.html, page.serverIslands, { captcha }) };
}
