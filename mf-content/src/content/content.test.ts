// @vitest-environment node
// Plain data, no DOM: the node environment also gives import.meta.url a file: scheme.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { siteRoutes } from '@gold/routes';
import {
  complianceDeclaration,
  faqsPage,
  privacyPolicy,
  refundPolicy,
  securityPolicies,
  servicesPage,
  termsAndConditions,
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

const pages = {
  services: servicesPage(probe),
  faqs: faqsPage(probe),
  privacy: privacyPolicy(probe),
  terms: termsAndConditions(probe),
  security: securityPolicies(probe),
  compliance: complianceDeclaration(probe),
  refund: refundPolicy(probe),
};

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const textOf = (value: unknown): string => strings(value).join('\n');

const policyText = textOf([
  pages.privacy,
  pages.terms,
  pages.security,
  pages.compliance,
  pages.refund,
]);

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
// Ten or more digits, possibly grouped by spaces or hyphens, with an optional +.
const PHONE = /\+?\d[\d -]{8,}\d/;

describe('content', () => {
  it('has exactly 14 FAQs, each with a question and an answer', () => {
    expect(pages.faqs.faqs).toHaveLength(14);
    for (const qa of pages.faqs.faqs) {
      expect(qa.question.trim().endsWith('?')).toBe(true);
      expect(qa.answer.length).toBeGreaterThan(40);
    }
  });

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

  it('has no phone number or e-mail address written in the source files', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      expect(source, file).not.toMatch(EMAIL);
      expect(source, file).not.toMatch(PHONE);
    }
  });

  it('gives every page a unique h1, and the FAQs banner the title FAQs', () => {
    const titles = Object.values(pages).map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(pages.faqs.title).toBe('FAQs');
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
