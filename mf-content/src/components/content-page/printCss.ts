/**
 * Printing a content page: closed accordion panels print open, buttons meant for the screen are
 * left out, and headings stay with their text. (The shell leaves its own fixed and sticky parts
 * off the paper.)
 *
 * Chakra's reset hides `[hidden]` with !important inside its `reset` layer, and an important
 * declaration in a layer beats every unlayered one: only a more specific rule in that same layer
 * can show the closed panels on paper.
 */
export const printCss = `@media print {
  [data-print-root] [data-part="item-content"] { height: auto !important; animation: none !important; }
  [data-print-root] [data-part="item-indicator"], [data-print-root] [data-print-hidden] { display: none !important; }
  [data-print-root] h2 { break-after: avoid; }
  [data-print-root] li, [data-print-root] p { break-inside: avoid; }
}
@layer reset {
  @media print {
    [data-print-root] [data-part="item-content"][hidden] { display: block !important; }
  }
}`;
