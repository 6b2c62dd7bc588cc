import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { REMOTE_LANGUAGES } from '../../languages';
import { contactWords } from './contactWords';

describe('the words of the ways to reach us', () => {
  it('are whole in every language this remote carries', () => {
    expect(contactWords.languages).toEqual(REMOTE_LANGUAGES);
    expect(catalogProblems(contactWords)).toEqual([]);
  });
});
