/** `value` as JSON that is safe inside a `<script>` element of an HTML page. */
export function htmlSafeJson(value: unknown): string {
  // "<" is escaped so that no string in the value can close the element.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A `<script type="application/json">` element holding `value`: how the server hands data to the
 * page without an extra request. Not executable, so the Content-Security-Policy needs no hash.
 */
export function inlineJsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${htmlSafeJson(value)}</script>`;
}

/** Reads a value inlined by {@link inlineJsonScript}, or undefined when the page has none. */
export function readInlineJson<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
