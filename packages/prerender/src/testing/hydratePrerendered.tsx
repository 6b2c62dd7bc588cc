/**
 * Hydration in jsdom, for the apps' tests (the `@gold/prerender/testing` subpath; never in a
 * bundle): a page's HTML rendered as the build renders it, hydrated as the browser hydrates it.
 */
import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig, type PublicConfig } from '@gold/config';
import { PAGE_ID_PREFIX } from '@gold/build-output';
import { SiteProviders } from '@gold/ui';
import { renderFragment, type ExposedPage } from '../renderFragment';

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
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const container = document.createElement('div');
  container.innerHTML = renderFragment(page, config).html;
  document.body.append(container);
  beforeHydration?.(container);
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, <SiteProviders stylesSent>{page}</SiteProviders>, {
        identifierPrefix: PAGE_ID_PREFIX,
        onRecoverableError: (error) => errors.push(String(error)),
      });
      await Promise.resolve();
    });
  } finally {
    spy.mockRestore();
  }
  if (!root) throw new Error('hydrateRoot returned no root');
  return { container, root, errors };
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
 * site's own pages (the shell takes those links' clicks on a static page), as `tag.onEvent`.
 */
export function handlersBesidesSiteLinks(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
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
 * again. A page that says it is static has no handler but its site links: in the browser it is
 * never hydrated, so any other would never run.
 */
export function hydrationSuite(pages: Record<string, ExposedPage>): void {
  describe('each exposed page hydrates its prerendered HTML', () => {
    it.each(Object.entries(pages))('%s', async (_name, module) => {
      const { errors, container } = await hydratePrerendered(<module.default />);
      expect(errors.join('\n')).toBe('');
      const lost = module.staticPage === true ? handlersBesidesSiteLinks(container) : [];
      expect(lost, 'handlers a static page would never run').toEqual([]);
    });
  });
}
