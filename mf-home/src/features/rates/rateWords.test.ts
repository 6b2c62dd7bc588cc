import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { rateWords } from './rateWords';

describe("the rate badge's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(rateWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(rateWords)).toEqual([]);
  });

  it('say an empty rate list in English as the site always has', () => {
    expect(rateWords.in('en').noRates).toBe('No rates published today');
  });
});
