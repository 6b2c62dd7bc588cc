import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defineTexts,
  defineWords,
  fill,
  langFor,
  languageOfTag,
  languageOfText,
  offeredLanguages,
  pageLanguage,
  renderingIn,
  visitorLanguage,
  withLanguage,
} from './index';
import { catalogProblems } from './testing';

afterEach(() => {
  document.documentElement.lang = 'en-IN';
  vi.restoreAllMocks();
});

describe('the page language', () => {
  it("is the document's, and the one the build renders while it renders", () => {
    document.documentElement.lang = 'ta-IN';
    expect(pageLanguage()).toBe('ta');
    expect(renderingIn('kn', () => renderingIn('en', pageLanguage))).toBe('en');
    expect(renderingIn('kn', pageLanguage)).toBe('kn');
    expect(pageLanguage()).toBe('ta');
  });

  it('asks a lang of a text only where its letters are another language than the page', () => {
    expect(langFor('Swarna Gold', 'ta')).toBe('en-IN');
    expect(langFor('Swarna Gold', 'en')).toBeUndefined();
    expect(langFor('தங்கம் Gold', 'kn')).toBe('ta-IN');
    expect(langFor('ಚಿನ್ನ', 'kn')).toBeUndefined();
    expect(langFor('+91 90000 00000', 'ta')).toBeUndefined();
    expect(languageOfText('18K')).toBe('en');
  });

  it('is English for a tag of no language of the site', () => {
    expect([languageOfTag('hi-IN'), languageOfTag(''), languageOfTag('KN')]).toEqual([
      'en',
      'en',
      'kn',
    ]);
  });
});

describe('words', () => {
  const book = defineWords(['en', 'ta'], {
    en: { call: 'Call {phone}', menu: 'Menu' },
    ta: { call: '{phone} அழைக்கவும்', menu: 'பட்டி' },
  });

  it("are read in the page's language", () => {
    document.documentElement.lang = 'ta-IN';
    expect(book.now().menu).toBe('பட்டி');
    expect(fill(book.in('en').call, { phone: '+91 90000 00000' })).toBe('Call +91 90000 00000');
  });

  it('answer English for a language the build does not carry, and say so', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(book.in('kn').menu).toBe('Menu');
    expect(said).toHaveBeenCalledOnce();
  });

  it('may be of any shape, each language giving the shape of English', () => {
    const pages = defineTexts(['en', 'kn'], {
      en: { title: (brand: string) => `About ${brand}` },
      kn: { title: (brand: string) => `${brand} ಬಗ್ಗೆ` },
    });
    document.documentElement.lang = 'kn-IN';
    expect(pages.now().title('Swarna')).toBe('Swarna ಬಗ್ಗೆ');
  });

  it('are whole when every key is there, in the script, with the places of English', () => {
    expect(catalogProblems(book)).toEqual([]);
    const broken = defineWords(['en', 'ta', 'kn'], {
      en: { call: 'Call {phone}', menu: 'Menu', carat: '18K' },
      ta: { call: 'அழைக்கவும்', menu: 'Menu', carat: '18K' },
      kn: { call: '{phone} ಕರೆ ಮಾಡಿ', menu: ' ', carat: '18K' },
    });
    expect(catalogProblems(broken)).toEqual([
      'ta.call: places  where English has phone',
      'ta.menu: no ta letter in "Menu"',
      'kn.menu: missing',
    ]);
  });
});

describe("the visitor's language", () => {
  const offered = offeredLanguages([
    ['en', 'ta', 'kn'],
    ['en', 'ta'],
  ]);

  it('is offered only where every part of the page carries it', () => {
    expect(offered).toEqual(['en', 'ta']);
    expect(offeredLanguages([['en'], ['en', 'ta']])).toEqual(['en']);
  });

  it('is the link’s, kept for the next pages; else the kept one; never one not offered', () => {
    expect(visitorLanguage({ query: 'ta', cookie: undefined, offered })).toEqual({
      language: 'ta',
      keep: 'ta',
    });
    expect(visitorLanguage({ query: 'ta', cookie: 'ta', offered })).toEqual({ language: 'ta' });
    expect(visitorLanguage({ query: 'en', cookie: 'ta', offered })).toEqual({
      language: 'en',
      keep: 'en',
    });
    expect(visitorLanguage({ query: undefined, cookie: 'ta', offered })).toEqual({
      language: 'ta',
    });
    expect(visitorLanguage({ query: 'kn', cookie: 'kn', offered })).toEqual({ language: 'en' });
    expect(visitorLanguage({ query: 'xx', cookie: undefined, offered })).toEqual({
      language: 'en',
    });
  });

  it('travels in links as ?lang=, and English links have none', () => {
    expect(withLanguage('/website/FAQs', 'kn')).toBe('/website/FAQs?lang=kn');
    expect(withLanguage('/website/FAQs?lang=kn#q3', 'ta')).toBe('/website/FAQs?lang=ta#q3');
    expect(withLanguage('/website/FAQs?lang=kn&x=1', 'en')).toBe('/website/FAQs?x=1');
  });
});
