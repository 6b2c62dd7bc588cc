import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { calculatorWords } from './calculatorWords';

describe("the calculator's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(calculatorWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(calculatorWords)).toEqual([]);
  });
});
