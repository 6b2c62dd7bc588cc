import { PAGE_ID_PREFIX, PRERENDER_PUBLIC_PATH, type PrerenderedFragment } from './prerendered';

/** A fragment file's content, or null where it is not one (the page then goes without). */
export function parseFragment(text: string): PrerenderedFragment | null {
  try {
    const value = JSON.parse(text) as Partial<PrerenderedFragment>;
    const valid =
      typeof value.html === 'string' &&
      typeof value.styles === 'object' &&
      typeof value.config === 'object';
    return valid && value.styles && value.config ? (value as PrerenderedFragment) : null;
  } catch {
    return null;
  }
}

/**
 * True where every config value the render read is the value `config` holds: the HTML is only
 * right where the site runs with the values it was drawn with (a phone number printed at build time).
 */
export function renderedWith(fragment: PrerenderedFragment, config: object): boolean {
  return Object.entries(fragment.config).every(
    ([key, value]) =>
      JSON.stringify((config as Record<string, unknown>)[key]) === JSON.stringify(value),
  );
}

/** Whether a page's fragment can be hydrated: rendered with the ids its root hydrates with. */
export function hydratable(fragment: PrerenderedFragment): boolean {
  return fragment.idPrefix === PAGE_ID_PREFIX;
}

/** A static page's island modules, where they are names a remote can expose (`./Name`). */
export function fragmentIslands(fragment: PrerenderedFragment): string[] {
  const { islands } = fragment;
  return fragment.static === true && Array.isArray(islands)
    ? islands.filter(
        (island): island is string => typeof island === 'string' && /^\.\/\w+$/.test(island),
      )
    : [];
}

/** A page's HTML with the files it links to (its art) under its version's folder, `baseUrl`. */
export function pageHtmlAt(fragment: PrerenderedFragment, baseUrl: string): string {
  return fragment.html.split(PRERENDER_PUBLIC_PATH).join(baseUrl);
}
