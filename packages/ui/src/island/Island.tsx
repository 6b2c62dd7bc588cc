import { createContext, use, useId, type ComponentType, type ReactElement } from 'react';
import { markedServerData, type ServerDataKey } from '@gold/page-data';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ESSENTIAL_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from './islandAttributes';

/** A value that survives JSON: what an island's props may hold. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** One island a page holds, as a build render finds it. */
export interface FoundIsland {
  /** The page's remote's module that draws it, as {@link IslandProps.module}. */
  module: string;
  /** What to render in the island's own root: the component with its props. */
  element: ReactElement;
  /**
   * Where the server fills the island ({@link IslandProps.serverData}): the element again with
   * the marks of that data, the keys, and the props without it.
   */
  template?: { element: ReactElement; keys: readonly ServerDataKey[]; props: object };
}

/**
 * Takes the islands of a build render: each is rendered apart, in a root of its own, and its
 * HTML put where the page's render left the returned slot (see `@gold/prerender`).
 */
export interface IslandCollector {
  add(key: string, island: FoundIsland): { idPrefix: string; slot: string };
}

/** Given by the build's render of a page; absent in the browser. */
export const IslandCollectorContext = createContext<IslandCollector | undefined>(undefined);

/** Props of {@link Island}. */
export interface IslandProps<P extends Record<string, JsonValue | undefined>> {
  /**
   * The module of this remote that draws the island, exposed with `component` as its default
   * export (`./TodaysRateIsland`). Where the page is sent as HTML, only that module is loaded.
   */
  module: string;
  /** The component: what the island draws, here and in its own root. */
  component: ComponentType<P>;
  /** Its props: JSON only, as the HTML carries them to the root that hydrates the island. */
  props: P;
  /**
   * The page is of no use without it (a form): where its code cannot come or it throws, the page
   * gives way to its error panel and retry, not to HTML that does not answer. Otherwise the page
   * stays readable as its HTML, the island as it was drawn.
   */
  essential?: boolean;
  /**
   * What the server puts into the island as it sends the page (this page load's captcha, today's
   * rates, the branches), each given to the component as the prop of that name: its first paint
   * shows them, and it hydrates with them. Where none comes (a page the app draws), the props
   * are absent and the component finds its own.
   */
  serverData?: readonly ServerDataKey[];
}

/**
 * An interactive part of a page that is otherwise static: where the page is sent as HTML, the
 * browser hydrates this part alone, in a React root of its own, with only its module's code;
 * the rest of the page stays the server's HTML. Where the app draws the page, it is drawn in
 * place like any component.
 */
export function Island<P extends Record<string, JsonValue | undefined>>({
  module,
  component: Component,
  props,
  essential = false,
  serverData,
}: IslandProps<P>) {
  const collector = use(IslandCollectorContext);
  const key = useId();
  const marks = {
    [ISLAND_ATTRIBUTE]: module,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    ...(essential ? { [ISLAND_ESSENTIAL_ATTRIBUTE]: '' } : {}),
  };
  if (!collector) {
    return (
      <div {...marks} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  }
  const marked = serverData?.length
    ? Object.fromEntries(serverData.map((name) => [name, markedServerData[name]]))
    : undefined;
  const { idPrefix, slot } = collector.add(key, {
    module,
    element: <Component {...props} />,
    ...(marked && {
      template: { element: <Component {...props} {...marked} />, keys: serverData ?? [], props },
    }),
  });
  return (
    <div
      {...marks}
      {...{ [ISLAND_ID_PREFIX_ATTRIBUTE]: idPrefix }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: slot }}
    />
  );
}
