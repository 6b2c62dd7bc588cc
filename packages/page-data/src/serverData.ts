import { BRANCH_VIEW_FIELDS, type BranchesView } from './branchView';
import { markedList, markOf } from './marks';
import type { RateView } from './rateView';

/**
 * What the server puts into a page as it sends it, each under its key: the island that shows it
 * names the keys it takes (`Island`'s `serverData`) and gets them as props of the same names.
 * Its views are types, not interfaces: island props must be JSON, which an interface cannot
 * promise to TypeScript.
 */
export interface ServerData {
  /** This page load's captcha: the one the form shows from the first paint and accepts. */
  captcha: string;
  /** Today's rates. */
  rates: RateView;
  /** The branches page's cards. */
  branches: BranchesView;
}

export type ServerDataKey = keyof ServerData;

/** Every key, for checking what an element names. */
export const SERVER_DATA_KEYS = [
  'captcha',
  'rates',
  'branches',
] as const satisfies readonly ServerDataKey[];

/** The build's stand-ins: every value the mark of its place (see `marks.ts`). */
export const markedServerData: ServerData = {
  captcha: markOf('captcha'),
  rates: {
    karat18: markOf('rates.karat18'),
    karat22: markOf('rates.karat22'),
    karat24: markOf('rates.karat24'),
  },
  branches: {
    summary: markOf('branches.summary'),
    items: markedList('branches.items', BRANCH_VIEW_FIELDS),
  },
};
