import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { uiWords } from './uiWords';

describe("the UI layer's words", () => {
  it('are whole in Tamil and Kannada', () => {
    expect(catalogProblems(uiWords)).toEqual([]);
  });
});
