/** The element that lists the scripts a prerendered page starts after its first paint. */
export const SCRIPTS_AFTER_PAINT_ID = 'scripts-after-paint';

/** One script file: its address and its Subresource Integrity. */
export interface ScriptFile {
  href: string;
  integrity: string;
}

/**
 * When the loader starts the scripts: after the first paint, or at the visitor's first
 * interaction (a page whose HTML is the page, where only the layout ever needs them).
 */
export type ScriptsStart = 'paint' | 'interaction';

/** What the loader reads: the files to preload (low priority), then the entry to run. */
export interface ScriptsAfterPaint {
  preloads: readonly ScriptFile[];
  entry: ScriptFile;
  /** After the first paint where not given. */
  start?: ScriptsStart;
}

/**
 * The longest the loader waits for the first paint to be reported, counted from the end of the
 * HTML: a browser that reports no paint, or a tab in the background, still starts the scripts.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * How many preload links the loader adds in one task. Each starts a fetch on the main thread, about
 * half a millisecond apiece on this machine's Chromium and four times that on a slow phone: the 15
 * of a page in one task made a long task of their own just after the first paint.
 */
export const LINKS_PER_TASK = 4;
