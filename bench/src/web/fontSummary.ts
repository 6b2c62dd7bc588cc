import { median } from '../stats/median';

/** One font file a page loaded, on its own clock: when it was asked for and when it was in. */
export interface FontLoad {
  file: string;
  bytes: number;
  requestMs: number;
  inMs: number;
}

/** One load's fonts on the slow phone (fontRun.ts), beside its first contentful paint. */
export interface FontRun {
  fonts: FontLoad[];
  paintMs: number;
}

/** A page's font runs: what it loads and how long that takes, medians over the runs. */
export interface FontSummary {
  /** The most font files any run loaded (0: the page asks for none). */
  files: number;
  /** Bytes of its font files, all together. */
  bytes: number;
  /** From the first font's request to the last one's arrival. */
  loadMs: number;
  /** When the last font was in, from the start of the navigation. */
  inMs: number;
  paintMs: number;
}

/** The medians of a page's font runs; null when none was measured. */
export function summariseFonts(runs: readonly FontRun[]): FontSummary | null {
  if (runs.length === 0) return null;
  const loaded = runs.filter((run) => run.fonts.length > 0);
  const of = (pick: (run: FontRun) => number) => (loaded.length > 0 ? median(loaded.map(pick)) : 0);
  return {
    files: Math.max(...runs.map((run) => run.fonts.length)),
    bytes: of((run) => run.fonts.reduce((sum, font) => sum + font.bytes, 0)),
    loadMs: of(
      (run) =>
        Math.max(...run.fonts.map((font) => font.inMs)) -
        Math.min(...run.fonts.map((font) => font.requestMs)),
    ),
    inMs: of((run) => Math.max(...run.fonts.map((font) => font.inMs))),
    paintMs: median(runs.map((run) => run.paintMs)),
  };
}
