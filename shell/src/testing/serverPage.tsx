import type { ComponentType } from 'react';
import { defaultPublicConfig } from '@gold/config';
import { layoutFragmentFile, PAGE_SLOT, STATIC_PAGE_ATTRIBUTE } from '@gold/build-output';
import { renderFragment } from '@gold/prerender';
import { prerender } from '../prerender';

/** Options of {@link serverPage}. */
export interface ServerPageOptions {
  /** The page to render at build time, in the layout's slot. */
  Page: ComponentType;
  /** Whether the server marks it static: its HTML is the page, but for its islands. */
  isStatic?: boolean;
}

/**
 * The page as the server sends it, appended to the document's body: the shell's layout, rendered
 * as the build renders it, with `Page`'s HTML in its slot, in a `#root` marked prerendered.
 */
export function serverPage({ Page, isStatic = false }: ServerPageOptions): HTMLElement {
  const layout = prerender({ config: defaultPublicConfig })[layoutFragmentFile('Calculator')];
  const page = renderFragment(<Page />, defaultPublicConfig);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  if (isStatic) container.setAttribute(STATIC_PAGE_ATTRIBUTE, '');
  container.innerHTML = (layout?.html ?? '').split(PAGE_SLOT).join(page.html);
  document.body.append(container);
  return container;
}

/** Whether React has taken `node` (hydrated it, or rendered it). */
export const isHydrated = (node: Element | null): boolean =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
