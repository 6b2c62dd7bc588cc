import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { motionWords } from './motionWords';

describe("the motion control's words", () => {
  it('are whole in every language the remote carries', () => {
    expect(motionWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(motionWords)).toEqual([]);
  });
});
