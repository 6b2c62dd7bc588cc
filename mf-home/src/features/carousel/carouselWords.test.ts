import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { carouselWords } from './carouselWords';

describe("the carousel's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(carouselWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(carouselWords)).toEqual([]);
  });
});
