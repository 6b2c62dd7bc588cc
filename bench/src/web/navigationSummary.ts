import { median } from '../stats/median';

/** What one navigation to a page cost, from the click on its link. */
export interface NavigationRun {
  /** Serial request levels of the scripts downloaded (navigationLevels.ts). */
  levels: number;
  /** From the click until the page's heading is shown and nothing is loading. */
  shownMs: number;
  /** Scripts that went to the network. */
  scripts: number;
  /**
   * How long the route's HTML, composed for this visitor's versions, took to fetch alone from the
   * same live start page under the same slowing, before the click: what a navigation by composed
   * HTML would wait for before it could show anything.
   */
  htmlMs: number;
}

/** A page's navigations in one figure each: the worst run's levels, the medians of the rest. */
export function summariseNavigations(runs: readonly NavigationRun[]): NavigationRun | null {
  if (runs.length === 0) return null;
  return {
    levels: Math.max(...runs.map((run) => run.levels)),
    shownMs: median(runs.map((run) => run.shownMs)),
    scripts: median(runs.map((run) => run.scripts)),
    htmlMs: median(runs.map((run) => run.htmlMs)),
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
