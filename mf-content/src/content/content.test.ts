// @vitest-environment node
// Plain data, no DOM: the node environment also gives import.meta.url a file: scheme.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { hasLetterOf } from '@gold/i18n/testing';
import { siteRoutes } from '@gold/routes';
import { REMOTE_LANGUAGES } from '../languages';
import {
  complianceTexts,
  faqsTexts,
  privacyTexts,
  refundTexts,
  securityTexts,
  servicesTexts,
  termsTexts,
} from './index';
import type { Facts } from './types';

// Unusual facts, so that finding them in the output proves they came from the parameter.
const probe: Facts = {
  brandName: 'Zqxv Brand',
  legalName: 'Zqxv Legal Name LLP',
  phone: '+91 00000 00001',
  email: 'probe-support@zqxv.invalid',
  dpoEmail: 'probe-dpo@zqxv.invalid',
};

/** Every page in `language`, written with the probe's facts. */
function pagesIn(language: (typeof REMOTE_LANGUAGES)[number]) {
  return {
    services: servicesTexts.in(language)(probe),
    faqs: faqsTexts.in(language)(probe),
    privacy: privacyTexts.in(language)(probe),
    terms: termsTexts.in(language)(probe),
    security: securityTexts.in(language)(probe),
    compliance: complianceTexts.in(language)(probe),
    refund: refundTexts.in(language)(probe),
  };
}

/** Every string inside a value, depth first, an object's in the order of its keys' names. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.keys(value)
      .sort()
      .flatMap((key) => strings((value as Record<string, unknown>)[key]));
  return [];
}

/** A value with each string replaced by "text": what keys and how many entries it has. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value;
}

/** How many times each fact is in `text`. */
const factsIn = (text: string) => Object.values(probe).map((fact) => text.split(fact).length - 1);

/** The figures of `text` outside its facts ("12%", "2,00,000"), sorted. */
const figuresIn = (text: string) =>
  (
    Object.values(probe)
      .reduce((rest, fact) => rest.split(fact).join(''), text)
      .match(/\d+(?:[.,]\d+)*/g) ?? []
  ).sort();

const textOf = (value: unknown): string => strings(value).join('\n');

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
// Ten or more digits, possibly grouped by spaces or hyphens, with an optional +.
const PHONE = /\+?\d[\d -]{8,}\d/;

describe('the content in English', () => {
  const pages = pagesIn('en');
  const policyText = textOf([
    pages.privacy,
    pages.terms,
    pages.security,
    pages.compliance,
    pages.refund,
  ]);

  it('lists the four services by their exact titles', () => {
    expect(pages.services.services.map((s) => s.title)).toEqual([
      'We Buy Gold',
      'We Release Pledged Gold',
      'We Repledge Gold',
      'Doorstep Gold Selling',
    ]);
  });

  it('has the Why Choose list and the 5 sell steps', () => {
    expect(pages.services.whyChoose.heading).toBe(`Why Choose ${probe.brandName}`);
    expect(pages.services.sellSteps.bullets).toHaveLength(5);
  });

  it('has the four security sections by their exact headings', () => {
    expect(pages.security.sections.map((s) => s.heading)).toEqual([
      'Security Policy',
      'Valuation and Appraisal Policy',
      'KYC and AML Policy',
      'Loan and Interest Disclosure Policy',
    ]);
  });

  it.each([
    '12%',
    '24%',
    '12% to 24% per annum',
    'daily reducing balance',
    '1 day to 1 week',
    '75%',
    '75% of the appraised value',
    'excluding stones',
    'INR 2,00,000',
    '2 months',
    '5 years',
    'at least 5 years',
    '2 days',
    'up to 2 days',
    '3%',
    'up to 3% per annum',
    '30 to 45 days',
    '30 to 45 days past due',
    '15 days',
    'at no extra charge',
    '72 hours',
    '24 to 48 working hours',
    '2 hours',
    'at least 2 hours',
    'nominal fee',
    'free for now',
    'Chennai',
    'Indian law',
    '91.6%',
    'role-based',
    '18',
    '21 or younger',
    'parent or guardian',
  ])('the policy texts contain %j', (figure) => {
    expect(policyText).toContain(figure);
  });

  it('gives the FAQs banner the title FAQs', () => {
    expect(pages.faqs.title).toBe('FAQs');
  });
});

describe.each(REMOTE_LANGUAGES)('the content in %s', (language) => {
  const pages = pagesIn(language);

  it('has exactly 14 FAQs, each with a question and an answer', () => {
    expect(pages.faqs.faqs).toHaveLength(14);
    for (const qa of pages.faqs.faqs) {
      expect(qa.question.trim().endsWith('?')).toBe(true);
      expect(qa.answer.length).toBeGreaterThan(40);
    }
  });

  it('takes the brand and phone from the facts on every page', () => {
    for (const [name, page] of Object.entries(pages)) {
      const text = textOf(page);
      expect(text, name).toContain(probe.phone);
      expect(text, name).toContain(probe.brandName);
      expect(text, name).toContain(probe.email);
    }
    expect(textOf(pages.privacy)).toContain(probe.dpoEmail);
    expect(textOf(pages.faqs.faqs)).toContain(probe.phone);
  });

  it('prints no phone number or e-mail address other than those from the facts', () => {
    for (const [name, page] of Object.entries(pages)) {
      const text = textOf(page)
        .split(probe.phone)
        .join('')
        .split(probe.email)
        .join('')
        .split(probe.dpoEmail)
        .join('');
      expect(text, name).not.toMatch(EMAIL);
      expect(text, name).not.toMatch(PHONE);
    }
  });

  it('gives every page a unique h1', () => {
    const titles = Object.values(pages).map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe.each(REMOTE_LANGUAGES.filter((language) => language !== 'en'))(
  'the content in %s, against English',
  (language) => {
    const english = pagesIn('en');
    const translated = pagesIn(language);

    it('has the sections, lists and entries English has, in the same places', () => {
      expect(shapeOf(translated)).toEqual(shapeOf(english));
    });

    it('says in each text the facts and figures English says there, in its own script', () => {
      const sources = strings(english);
      const wrong = strings(translated).flatMap((text, at) => {
        const source = sources[at] ?? '';
        const problems = [
          factsIn(text).join() !== factsIn(source).join() && 'facts',
          figuresIn(text).join() !== figuresIn(source).join() &&
            `figures ${figuresIn(text)} for ${figuresIn(source)}`,
          !hasLetterOf(language, text) && 'no letter of its script',
        ].filter(Boolean);
        return problems.length ? [`${problems.join(', ')}: "${text}" for "${source}"`] : [];
      });
      expect(wrong).toEqual([]);
    });
  },
);

describe('the content sources', () => {
  it('has no phone number or e-mail address written in the source files', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThanOrEqual(7 * REMOTE_LANGUAGES.length);
    for (const file of files) {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      expect(source, file).not.toMatch(EMAIL);
      expect(source, file).not.toMatch(PHONE);
    }
  });
});

describe('the routes of these pages (document title and meta description)', () => {
  const contentRoutes = siteRoutes.filter((route) => route.remote === 'content');

  it('covers the services, FAQs and the five policy pages', () => {
    expect(contentRoutes.map((route) => route.path)).toEqual([
      'services',
      'FAQs',
      'termsandconditions',
      'privacyPolicies',
      'securityPolicies',
      'refundPolicies',
      'compliance',
    ]);
  });

  it('gives every page a meta description of 120 to 160 characters', () => {
    for (const route of contentRoutes) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(120);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('keeps titles and descriptions free of site facts, so they never depend on config', () => {
    const facts = [
      defaultPublicConfig.brandName,
      defaultPublicConfig.legalName,
      defaultPublicConfig.phone,
      defaultPublicConfig.email,
    ];
    for (const route of contentRoutes) {
      for (const fact of facts) {
        expect(route.description, route.path).not.toContain(fact);
        expect(route.title, route.path).not.toContain(fact);
      }
    }
  });
});
