import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { branchesWords } from './branchesWords';

describe("the branches page's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(branchesWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(branchesWords)).toEqual([]);
  });
});
