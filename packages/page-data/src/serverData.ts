import { BRANCH_VIEW_FIELDS, type BranchesView } from './branchView';
import { markedList, markOf } from './marks';
import type { QuoteView } from './quoteView';
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
  /**
   * The server's signature of that captcha: a form posted before its code came sends it back
   * with what the visitor typed, for the server to check the captcha as the code would.
   */
  captchaProof: string;
  /** Today's rates. */
  rates: RateView;
  /** The branches page's cards. */
  branches: BranchesView;
  /** The calculator's price for a form posted before its code came (only in the server's answer). */
  quote: QuoteView;
}

export type ServerDataKey = keyof ServerData;

/** Every key, for checking what an element names. */
export const SERVER_DATA_KEYS = [
  'captcha',
  'captchaProof',
  'rates',
  'branches',
  'quote',
] as const satisfies readonly ServerDataKey[];

/** The build's stand-ins: every value the mark of its place (see `marks.ts`). */
export const markedServerData: ServerData = {
  captcha: markOf('captcha'),
  captchaProof: markOf('captchaProof'),
  rates: {
    karat18: markOf('rates.karat18'),
    karat22: markOf('rates.karat22'),
    karat24: markOf('rates.karat24'),
  },
  branches: {
    summary: markOf('branches.summary'),
    items: markedList('branches.items', BRANCH_VIEW_FIELDS),
  },
  quote: {
    goldGrams: markOf('quote.goldGrams'),
    goldCarat: markOf('quote.goldCarat'),
    rateDate: markOf('quote.rateDate'),
    perGramPrice: markOf('quote.perGramPrice'),
    totalPrice: markOf('quote.totalPrice'),
  },
};
