import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { homeWords } from './homeWords';

describe("the landing page's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(homeWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(homeWords)).toEqual([]);
  });

  it('give step 1 one place for the phone, in every language', () => {
    for (const language of homeWords.languages)
      expect(homeWords.in(language).reachText.split('{phone}')).toHaveLength(2);
  });
});
