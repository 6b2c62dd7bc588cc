import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** An attribute's value as the browser compares it: no surrounding spaces, ASCII case ignored. */
const value = (element: Element, name: string) =>
  (attribute(element, name) ?? '').trim().toLowerCase();

/** Whether an element runs, or fetches to run, a script: every script, and script preloads. */
function loadsScript(element: Element): boolean {
  if (element.tagName === 'script') return true;
  if (element.tagName !== 'link') return false;
  const rel = value(element, 'rel').split(/\s+/);
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && value(element, 'as') === 'script')
  );
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** The source ranges, [start, end), of every element in `node` that loadsScript picks. */
function scriptRanges(node: Node, end: number): [number, number][] {
  if (isElement(node) && loadsScript(node)) {
    const where = node.sourceCodeLocation;
    if (!where) return [];
    // A script without its end tag runs to the end of the document, as its text does.
    const until = node.tagName === 'script' ? (where.endTag?.endOffset ?? end) : where.endOffset;
    return [[where.startOffset, until]];
  }
  const children = [
    ...('childNodes' in node ? node.childNodes : []),
    // A template's scripts run once something clones it: they go too.
    ...('content' in node ? node.content.childNodes : []),
  ];
  return children.flatMap((child) => scriptRanges(child, end));
}

/**
 * The page without its scripts: `html` less every `<script>` element (external, inline and JSON
 * data alike) and every `<link rel="modulepreload">` or `<link rel="preload" as="script">`,
 * byte for byte otherwise, which is what a visitor's browser has drawn before any script runs.
 * parse5 (the WHATWG parsing algorithm, as the browser's) finds them, with scripting enabled as in
 * the browser, so a `<noscript>` stays as it is: still not shown. The cuts are made in the source
 * rather than by serialising the tree, which would rewrite the rest of the page.
 */
export function stripScripts(html: string): string {
  const ranges = scriptRanges(parse(html, { sourceCodeLocationInfo: true }), html.length);
  let kept = '';
  let from = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    kept += html.slice(from, start);
    from = Math.max(from, end);
  }
  return kept + html.slice(from);
}
