import { fillMarks } from './marks';
import { SERVER_DATA_KEYS, type ServerData, type ServerDataKey } from './serverData';

/**
 * An island of a page's fragment that the server fills: its element as the build drew it with
 * marks in place of the server's data (the props attribute holds `PROPS_MARK`), the keys of
 * that data, and its other props. The fragment's HTML holds the island without the data between
 * {@link serverIslandStart} and {@link serverIslandEnd}.
 */
export interface ServerIsland {
  keys: ServerDataKey[];
  props: Record<string, unknown>;
  template: string;
}

/** Where the `index`th server island of a fragment begins in its HTML. */
export const serverIslandStart = (index: number): string => `<!--server-island:${index}-->`;
/** Where it ends. */
export const serverIslandEnd = (index: number): string => `<!--/server-island:${index}-->`;

/** A fragment's server islands, where what it holds is well formed; none otherwise. */
export function serverIslandsOf(fragment: { serverIslands?: unknown }): ServerIsland[] {
  const { serverIslands } = fragment;
  if (!Array.isArray(serverIslands)) return [];
  const wellFormed = serverIslands.every(
    (island: Partial<ServerIsland> | null) =>
      typeof island?.template === 'string' &&
      typeof island.props === 'object' &&
      island.props !== null &&
      Array.isArray(island.keys) &&
      island.keys.every((key) => (SERVER_DATA_KEYS as readonly unknown[]).includes(key)),
  );
  return wellFormed ? (serverIslands as ServerIsland[]) : [];
}

/**
 * `html` (a fragment's, or a page made of it) with each server island whose keys `data` all holds
 * drawn with that data, given to it as props too; the others stay as the build drew them without.
 */
export function fillServerIslands(
  html: string,
  islands: readonly ServerIsland[],
  data: Partial<ServerData>,
): string {
  let filled = html;
  islands.forEach((island, index) => {
    const start = serverIslandStart(index);
    const end = serverIslandEnd(index);
    const from = filled.indexOf(start);
    const to = filled.indexOf(end, from);
    if (from < 0 || to < 0) return;
    const taken = Object.fromEntries(
      island.keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
    );
    const drawn =
      Object.keys(taken).length === island.keys.length
        ? fillMarks(island.template, {
            ...taken,
            props: JSON.stringify({ ...island.props, ...taken }),
          })
        : undefined;
    const plain = filled.slice(from + start.length, to);
    filled = `${filled.slice(0, from)}${drawn ?? plain}${filled.slice(to + end.length)}`;
  });
  return filled;
}
