import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { bannerWords } from './bannerWords';

describe("the banner's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(bannerWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(bannerWords)).toEqual([]);
  });
});
