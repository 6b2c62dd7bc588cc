// A build renders a page's islands twice where the server fills them: once as they are without
// the server's data (what a page gets when none comes), and once with marks in place of each
// value. The server (or the shell, for a page it moves to) puts the values in place of the marks.
// A mark is text React writes as it is, in text and in attributes alike, and that no real value
// holds.

const OPEN = '\u27e6';
const CLOSE = '\u27e7';

/** The mark of the value at `path` (`rates.karat22`, `branches.items.#.branchName`). */
export const markOf = (path: string): string => `${OPEN}${path}${CLOSE}`;

/** Stands for the item's index in the marks of a list's one item. */
export const ITEM = '#';

const LIST_END = markOf('/each');
const listStart = (path: string) => markOf(`each:${path}`);

/** The mark of an island's props, as its element's attribute holds them (see `fillServerIslands`). */
export const PROPS_MARK = markOf('props');

/**
 * A list of one item for a build's render, each field the mark of that field of every item of
 * the list at `path`.
 */
export function markedList<K extends string>(
  path: string,
  fields: readonly K[],
): Record<K, string>[] {
  return [
    Object.fromEntries(
      fields.map((field) => [field, markOf(`${path}.${ITEM}.${field}`)]),
    ) as Record<K, string>,
  ];
}

const itemMark = new RegExp(`^${OPEN}(.+)\\.${ITEM}\\.[^.]+${CLOSE}$`);

/** The path of a list made by {@link markedList} (or a copy of it), undefined for any other list. */
function markedListPath(items: readonly object[]): string | undefined {
  if (items.length !== 1) return undefined;
  for (const value of Object.values(items[0] ?? {})) {
    const path = typeof value === 'string' ? itemMark.exec(value)?.[1] : undefined;
    if (path !== undefined) return path;
  }
  return undefined;
}

/**
 * What a component renders for a list's items: the items, and where the list is the build's
 * marked one, the marks of where the list begins and ends, for the item to be repeated there.
 */
export function withListMarks<R>(items: readonly object[], rendered: readonly R[]): (R | string)[] {
  const path = markedListPath(items);
  return path === undefined ? [...rendered] : [listStart(path), ...rendered, LIST_END];
}

/** Escapes as React escapes text and attribute values, so a filled page reads as React draws it. */
export function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (character) => {
    switch (character) {
      case '"':
        return '&quot;';
      case '&':
        return '&amp;';
      case "'":
        return '&#x27;';
      case '<':
        return '&lt;';
      default:
        return '&gt;';
    }
  });
}

function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const step of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step))
      return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const lists = new RegExp(`${OPEN}each:([\\w.]+)${CLOSE}([\\s\\S]*?)${LIST_END}`, 'g');
const marks = new RegExp(`${OPEN}([\\w.#]+)${CLOSE}`, 'g');
const markedAttributes = new RegExp(` ([\\w-]+)="${OPEN}([\\w.#]+)${CLOSE}"`, 'g');

/**
 * `template` with every mark replaced by its value in `data`, escaped, and each marked list's
 * item repeated for every item; undefined where a value is missing (the template is then of no
 * use: the page keeps what it has without the data). An attribute whose whole value is a mark
 * filled with "" is left out, as a component that writes `attribute={value || undefined}` leaves
 * it out (a `lang` only where a text needs one).
 */
export function fillMarks(template: string, data: object): string | undefined {
  let missing = false;
  const expanded = template.replace(lists, (_whole, path: string, item: string) => {
    const values = valueAt(data, path);
    if (!Array.isArray(values)) {
      missing = true;
      return '';
    }
    const each = markOf(`${path}.${ITEM}.`).slice(0, -1);
    return values
      .map((_value, index) => item.replaceAll(each, markOf(`${path}.${index}.`).slice(0, -1)))
      .join('');
  });
  const filled = expanded
    .replace(markedAttributes, (whole, _name: string, path: string) =>
      valueAt(data, path) === '' ? '' : whole,
    )
    .replace(marks, (_whole, path: string) => {
      const value = valueAt(data, path);
      if (typeof value !== 'string' && typeof value !== 'number') {
        missing = true;
        return '';
      }
      return escapeHtml(String(value));
    });
  return missing ? undefined : filled;
}
