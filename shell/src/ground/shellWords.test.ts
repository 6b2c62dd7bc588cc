import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { shellWords } from './shellWords';

describe("the shell's words", () => {
  it('are whole in Tamil and Kannada: every key, in its script, with the places English has', () => {
    expect(shellWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(shellWords)).toEqual([]);
  });
});
