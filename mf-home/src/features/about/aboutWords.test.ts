import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { REMOTE_LANGUAGES } from '../../languages';
import { aboutWords } from './aboutWords';

describe('the words of About Us', () => {
  it('are whole in every language the remote carries', () => {
    expect(aboutWords.languages).toEqual(REMOTE_LANGUAGES);
    expect(catalogProblems(aboutWords)).toEqual([]);
  });
});
