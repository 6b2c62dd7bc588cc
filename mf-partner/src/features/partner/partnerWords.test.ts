import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { partnerWords } from './partnerWords';

describe("the partner page's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(partnerWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(partnerWords)).toEqual([]);
  });
});
