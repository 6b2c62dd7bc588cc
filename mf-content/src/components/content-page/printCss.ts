/**
 * Printing a content page: closed accordion entries print open, parts meant for the screen
 * (buttons, the accordion's chevrons) are left out, and headings stay with their text. (The shell
 * leaves its own fixed and sticky parts off the paper.)
 *
 * A closed `<details>` hides its content through `::details-content` (Chromium 131, Safari 18.4,
 * Firefox 143): shown here, it prints without opening the entry on screen. An older browser prints
 * the closed entries closed.
 */
export const printCss = `@media print {
  [data-print-root] details::details-content { content-visibility: visible; }
  [data-print-root] [data-print-hidden] { display: none !important; }
  [data-print-root] h2 { break-after: avoid; }
  [data-print-root] li, [data-print-root] p { break-inside: avoid; }
}`;
