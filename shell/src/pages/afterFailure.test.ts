import { describe, expect, it } from 'vitest';
import { afterFailure, type AfterFailure } from './afterFailure';

/** What is known when the failure is told: the version that threw, the one now current. */
type Facts = { thrownBy: string; current: string | undefined; essential: boolean };

// What a page does once code drawing it failed, row by row (docs/page-loading.md).

describe('after a failure while drawing a page', () => {
  const calls: string[] = [];
  const failOver = (left: boolean) => () => (calls.push('failOver'), left);

  // Each row: the situation, what is known, whether another version is left, the outcome, and
  // whether a fail-over was tried.
  it.each<[string, Facts, boolean, AfterFailure, boolean]>([
    [
      "the canary's island, another version left: fails over and redraws",
      { thrownBy: '1.1.0', current: '1.1.0', essential: true },
      true,
      'redraw',
      true,
    ],
    [
      "stable's essential island, none left: the panel",
      { thrownBy: '1.0.0', current: '1.0.0', essential: true },
      false,
      'panel',
      true,
    ],
    [
      "stable's other island, none left: the page stays, readable as its HTML",
      { thrownBy: '1.0.0', current: '1.0.0', essential: false },
      false,
      'stay',
      true,
    ],
    [
      "the canary's essential island, told after the page already failed over to stable: redraws from stable, no panel, no second fail-over",
      { thrownBy: '1.1.0', current: '1.0.0', essential: true },
      false,
      'redraw',
      false,
    ],
  ])('%s', (_, facts, left, expected, asked) => {
    calls.length = 0;
    expect(afterFailure({ ...facts, failOver: failOver(left) })).toBe(expected);
    expect(calls).toEqual(asked ? ['failOver'] : []);
  });
});
