import { describe, expect, it } from 'vitest';
import { preferredTimes } from '@gold/contracts';
import { catalogProblems } from '@gold/i18n/testing';
import { callbackWords, timeWord } from './callbackWords';

describe("the callback form's words", () => {
  it('are whole in every language of the site', () => {
    expect(callbackWords.languages).toEqual(['en', 'ta', 'kn']);
    expect(catalogProblems(callbackWords)).toEqual([]);
  });

  it("label each preferred time, in English as the server's value", () => {
    const english = callbackWords.in('en');
    expect(preferredTimes.map((time) => english[timeWord[time]])).toEqual([...preferredTimes]);
  });
});
