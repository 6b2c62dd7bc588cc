/** The entry's script tag as the shell's build writes it into its template. */
export const SHELL_ENTRY_TAG =
  '<script crossorigin="anonymous" defer integrity="sha384-entry" src="/shell/main.0123456789.js"></script>';

/** A stand-in for the shell's built index.html, with `entryTag` where the build puts the entry. */
export function shellTemplate(entryTag = SHELL_ENTRY_TAG): string {
  return `<!DOCTYPE html><html><head><!--ssr-head-->${entryTag}</head><body><div id="root"><!--ssr-body--></div></body></html>`;
}
