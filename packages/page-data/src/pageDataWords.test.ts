import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { branchCount } from './branchView';
import { pageDataWords } from './pageDataWords';

describe('the texts the server writes into a page', () => {
  it('are whole in every language', () => {
    expect(pageDataWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(pageDataWords)).toEqual([]);
  });

  it('count the branches in the page’s language', () => {
    expect([branchCount(1, 'en'), branchCount(12, 'en')]).toEqual(['1 branch', '12 branches']);
    expect([branchCount(1, 'ta'), branchCount(12, 'ta')]).toEqual(['1 கிளை', '12 கிளைகள்']);
    expect([branchCount(1, 'kn'), branchCount(12, 'kn')]).toEqual(['1 ಶಾಖೆ', '12 ಶಾಖೆಗಳು']);
  });
});
