/**
 * Hydration in jsdom, for the apps' tests (the `@gold/prerender/testing` subpath; never in a
 * bundle): a page's HTML rendered as the build renders it, hydrated as the browser hydrates it.
 */
import type { ComponentType, ReactElement } from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig, type PublicConfig } from '@gold/config';
import { PAGE_ID_PREFIX } from '@gold/build-output';
import { DEFAULT_LANGUAGE, languageFacts, type Language } from '@gold/i18n';
import { SiteProviders } from '@gold/ui';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '@gold/ui/island';
import {
  branchesView,
  fillServerIslands,
  quoteView,
  rateView,
  serverIslandsOf,
  type ServerData,
} from '@gold/page-data';
import { renderFragment, type ExposedPage } from '../renderFragment';

/**
 * What a server may put into a page: a captcha, today's rates, two branches whose texts need
 * escaping (an ampersand, an apostrophe, quotes) as React escapes them, and a calculator's price.
 */
export const sampleServerDataIn = (language: Language): ServerData => ({
  captcha: 'aB3xY9',
  captchaProof: 'signed.aB3xY9',
  rates: rateView({ karat18: 5850, karat22: 7150.5, karat24: 112345.75 }),
  branches: branchesView(
    [
      ['Salem - Five Roads', 'K. Devi', 11.6643, 78.146],
      ['Chennai - T. Nagar & Pondy Bazaar', "R. O'Brien", 13.0418, 80.2341],
    ].map(([branchName, inchargeName, latitude, longitude]) => ({
      branchName: String(branchName),
      inchargeName: String(inchargeName),
      mobileNumber: '98400 12301',
      shopOpenTiming: '09:30',
      shopClosingTiming: '19:00',
      address: '12, "Gold" Street, <near> the bus stand',
      city: 'Chennai',
      state: 'Tamil Nadu',
      latitude: Number(latitude),
      longitude: Number(longitude),
    })),
    language,
  ),
  quote: quoteView(
    { goldGrams: '10.25', goldCarat: '22' },
    { PerGramPrice: 7150.5, lastUpdateTime: '2026-12-01T04:30:00.000Z', totalPrice: 73292.63 },
  ),
});

/** {@link sampleServerDataIn} English. */
export const sampleServerData: ServerData = sampleServerDataIn(DEFAULT_LANGUAGE);

/** A prerendered page after hydration. */
export interface Hydrated {
  /** The element the HTML was put in. */
  container: HTMLElement;
  /** The root that hydrated it. */
  root: Root;
  /**
   * Every error React reported while hydrating: its development build names each text,
   * attribute and element that differs from the HTML.
   */
  errors: string[];
}

/** The errors React reports (on the console and as recoverable) while `act` runs `work`. */
async function reactErrors(work: (errors: string[]) => void): Promise<string[]> {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  try {
    await act(async () => {
      work(errors);
      await Promise.resolve();
    });
  } finally {
    spy.mockRestore();
  }
  return errors;
}

/**
 * `page`'s HTML as the build renders it, in an element of the document, as the server puts it:
 * its server islands filled with `data`.
 */
function prerenderedInDocument(
  page: ReactElement,
  config: PublicConfig,
  data: Partial<ServerData> = {},
): HTMLElement {
  // The page's requests never answer.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const container = document.createElement('div');
  const fragment = renderFragment(page, config);
  container.innerHTML = fillServerIslands(fragment.html, serverIslandsOf(fragment), data);
  // The browser that hydrates it has what Node, which drew it, has not: a page that draws what
  // it sees of the browser at first differs from its HTML.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  document.body.append(container);
  return container;
}

/**
 * Renders `page` to HTML as the build does, puts it in the document as the server does, lets
 * `beforeHydration` act on it (a visitor typing), and hydrates it as the shell's page root does.
 * The page's requests never answer.
 */
export async function hydratePrerendered(
  page: ReactElement,
  {
    config = defaultPublicConfig,
    beforeHydration,
  }: { config?: PublicConfig; beforeHydration?: (container: HTMLElement) => void } = {},
): Promise<Hydrated> {
  const container = prerenderedInDocument(page, config);
  beforeHydration?.(container);
  let root: Root | undefined;
  const errors = await reactErrors((reported) => {
    root = hydrateRoot(container, <SiteProviders stylesSent>{page}</SiteProviders>, {
      identifierPrefix: PAGE_ID_PREFIX,
      onRecoverableError: (error) => reported.push(String(error)),
    });
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return { container, root, errors };
}

/** A module that draws an island: its default export, given the island's props. */
export interface IslandModule {
  default: ComponentType<never>;
}

/**
 * Renders a static `page` to HTML as the build does, with `data` where the server fills its
 * islands, and hydrates each of its islands as the shell does: alone, in a root of its own with
 * the island's id prefix and props, drawn by its module in `islands` (by exposed name). The rest
 * of the page is left as HTML.
 */
export async function hydrateIslands(
  page: ReactElement,
  islands: Record<string, IslandModule>,
  {
    config = defaultPublicConfig,
    data,
  }: { config?: PublicConfig; data?: Partial<ServerData> } = {},
): Promise<{ container: HTMLElement; errors: string[] }> {
  const container = prerenderedInDocument(page, config, data);
  const errors = await reactErrors((reported) => {
    for (const element of container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const Island = islands[name]?.default as ComponentType<object> | undefined;
      if (!Island) {
        reported.push(`no module given for the island ${name}`);
        continue;
      }
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
      hydrateRoot(
        element,
        <SiteProviders stylesSent>
          <Island {...props} />
        </SiteProviders>,
        {
          identifierPrefix: element.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? '',
          onRecoverableError: (error) => reported.push(String(error)),
        },
      );
    }
  });
  return { container, errors };
}

/** `page` as the app draws it after a navigation: in a root of its own, from nothing. */
async function drawnByTheApp(page: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  await reactErrors(() => createRoot(container).render(<SiteProviders>{page}</SiteProviders>));
  return container;
}

/** React's props of a DOM element it hydrated, under the key it gives them. */
function reactPropsOf(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key
    ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {})
    : undefined;
}

/**
 * The elements of a hydrated page that have an event handler, other than the links to the
 * site's own pages (the shell takes those links' clicks on a static page) and what is inside an
 * island (hydrated on its own), as `tag.onEvent`.
 */
export function handlersBesidesSiteLinks(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    if (element.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
    const props = reactPropsOf(element) ?? {};
    const siteLink =
      element instanceof HTMLAnchorElement && element.getAttribute('href')?.startsWith('/');
    for (const [name, value] of Object.entries(props)) {
      if (/^on[A-Z]/.test(name) && typeof value === 'function' && !siteLink)
        found.push(`${element.tagName.toLowerCase()}.${name}`);
    }
  }
  return found;
}

/**
 * The tests that each of `pages` (exposed modules by name), rendered to HTML as the build renders
 * it, hydrates with no difference React can see (a text, an attribute, an element): React keeps
 * the HTML's attributes where they differ, and a page that differs in its structure is drawn
 * again. A page that says it is static is never hydrated, only its islands are, each alone, by
 * its module in `islands` (by exposed name); outside them it has no handler but its site links,
 * as any other would never run.
 */
export function hydrationSuite(
  pages: Record<string, ExposedPage>,
  islands: Record<string, IslandModule> = {},
  languages: readonly Language[] = [DEFAULT_LANGUAGE],
): void {
  describe('each exposed page hydrates its prerendered HTML', () => {
    it.each(Object.entries(pages))('%s', async (_name, module) => {
      const page = <module.default />;
      const isStatic = module.staticPage === true;
      const { errors } = isStatic
        ? await hydrateIslands(page, islands)
        : await hydratePrerendered(page);
      expect(errors.join('\n')).toBe('');
      const lost = isStatic ? handlersBesidesSiteLinks(await drawnByTheApp(page)) : [];
      expect(lost, 'handlers a static page would never run').toEqual([]);
    });
    const staticPages = Object.entries(pages).filter(([, module]) => module.staticPage === true);
    it.each(staticPages)("%s, with the server's data in its islands", async (_name, module) => {
      const { container, errors } = await hydrateIslands(<module.default />, islands, {
        data: sampleServerData,
      });
      expect(errors.join('\n')).toBe('');
      expect(container.innerHTML).not.toMatch(/\u27e6|server-island/);
    });
  });
  const others = languages.filter((language) => language !== DEFAULT_LANGUAGE);
  describe.each(others)('each exposed page in %s', (language) => {
    afterEach(() => {
      document.documentElement.lang = 'en-IN';
    });
    it.each(Object.entries(pages))(
      '%s: hydrates its HTML, with no text of its English left, with its data too',
      async (_name, module) => {
        const page = <module.default />;
        const english = textsWithWords(prerenderedInDocument(page, defaultPublicConfig));
        document.documentElement.lang = languageFacts[language].tag;
        const { container, errors } =
          module.staticPage === true
            ? await hydrateIslands(page, islands, { data: sampleServerDataIn(language) })
            : await hydratePrerendered(page);
        expect(errors.join('\n')).toBe('');
        const left = textsWithWords(container).filter((text) => english.includes(text));
        expect(left, `English left in ${language}`).toEqual([]);
      },
    );
  });
}

/**
 * The texts of `container` that have a word of two letters or more (not "18K", not a number, not
 * an e-mail address), outside styles and what is marked as English (`lang`, the brand name).
 */
function textsWithWords(container: HTMLElement): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const element = node.parentElement;
    if (!element || element.closest('style, script')) continue;
    const marked = element.closest('[lang]');
    if (marked && container.contains(marked) && marked.getAttribute('lang')?.startsWith('en'))
      continue;
    if (/\p{L}{2}/u.test(text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ''))) texts.push(text);
  }
  return texts;
}
