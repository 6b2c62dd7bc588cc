import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { messages, serverMessages } from './messages';
import { messageIn, messageWords } from './messageWords';

describe("the catalogue's words", () => {
  it('are whole in Tamil and Kannada', () => {
    expect(catalogProblems(messageWords)).toEqual([]);
  });

  it('say each text of the catalogue, and the server’s own refusals, in the page’s language', () => {
    expect(messageIn(messages.invalidCaptcha, 'ta')).toBe('கேப்ட்சா தவறானது');
    expect(messageIn(serverMessages.ratesNotSet, 'kn')).toBe(
      'ಚಿನ್ನದ ದರಗಳು ಇನ್ನೂ ಲಭ್ಯವಿಲ್ಲ, ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    );
    expect(messageIn('Something went wrong 503', 'ta')).toBe('ஏதோ தவறு நடந்துவிட்டது 503');
    expect(messageIn('(required)', 'kn')).toBe('(ಅಗತ್ಯ)');
  });

  it('leave English as the spec has it, and words they do not know as they came', () => {
    for (const text of Object.values(messages)) expect(messageIn(text, 'en')).toBe(text);
    expect(messageIn('Branch list refused', 'ta')).toBe('Branch list refused');
    expect(messageIn('(whatever)', 'ta')).toBe('(whatever)');
  });
});
