import { median } from '../stats/median';

/** What one navigation to a page cost, from the click on its link. */
export interface NavigationRun {
  /** Serial request levels of the scripts downloaded (navigationLevels.ts). */
  levels: number;
  /** From the click until the page's heading is shown and nothing is loading. */
  shownMs: number;
  /**
   * From the click until the page works as it will: its code has hydrated the HTML shown (a
   * static page's islands), or drawn it; at once for a static page without islands.
   */
  workingMs: number;
  /** Scripts that went to the network. */
  scripts: number;
}

/** A page's navigations in one figure each: the worst run's levels, the medians of the rest. */
export function summariseNavigations(runs: readonly NavigationRun[]): NavigationRun | null {
  if (runs.length === 0) return null;
  return {
    levels: Math.max(...runs.map((run) => run.levels)),
    shownMs: median(runs.map((run) => run.shownMs)),
    workingMs: median(runs.map((run) => run.workingMs)),
    scripts: median(runs.map((run) => run.scripts)),
  };
}

/** What one navigation to a page cost as the browser's page load, from the click on its link. */
export interface PageLoadRun {
  /** From the click until the new page's heading is shown and nothing is loading. */
  shownMs: number;
  /** From the click until the page works as it will: hydrated, or at once where it is static. */
  workingMs: number;
}

/** A page's page loads in one figure each: the medians. */
export function summarisePageLoads(runs: readonly PageLoadRun[]): PageLoadRun | null {
  if (runs.length === 0) return null;
  return {
    shownMs: median(runs.map((run) => run.shownMs)),
    workingMs: median(runs.map((run) => run.workingMs)),
  };
}
