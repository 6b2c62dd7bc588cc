import { describe, expect, it } from 'vitest';
import { catalogProblems } from '@gold/i18n/testing';
import { notFoundWords, routeIn, routeWords } from './routeWords';
import { siteRoutes } from './siteRoutes';

describe("the routes' words", () => {
  it('are whole in every language: each route’s link text, title and description, in its script', () => {
    expect(catalogProblems(routeWords)).toEqual([]);
    expect(catalogProblems(notFoundWords)).toEqual([]);
  });

  it('are the route table’s own in English, and its words in Tamil and Kannada', () => {
    const faqs = siteRoutes.find((route) => route.path === 'FAQs')!;
    expect(routeIn(faqs, 'en')).toEqual({
      label: faqs.label,
      title: faqs.title,
      description: faqs.description,
    });
    expect(routeIn(faqs, 'ta').title).toBe('அடிக்கடி கேட்கப்படும் கேள்விகள்');
    expect(routeIn(faqs, 'kn').title).toBe('ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು');
  });
});
