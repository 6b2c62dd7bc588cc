import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { renderPage } from '../../testing/renderPage';
import { CompliancePage } from './CompliancePage';
import { PrivacyPage } from './PrivacyPage';
import { RefundPage } from './RefundPage';
import { TermsPage } from './TermsPage';

const pages: [string, ComponentType, string, string[]][] = [
  [
    'privacy',
    PrivacyPage,
    'Privacy Policy',
    [
      'Information we collect',
      'Why we use your information',
      'How we protect your information',
      'Who we share it with',
      'Your rights',
      'Contact our Data Protection Officer',
    ],
  ],
  [
    'terms',
    TermsPage,
    'Terms and Conditions',
    [
      'Eligibility',
      'Gold transactions',
      'Pledge release and repledging',
      'Payment',
      'Doorstep services',
      'When we refuse service',
    ],
  ],
  [
    'compliance',
    CompliancePage,
    'Compliance Declaration and Legal Disclaimer',
    ['Compliance Declaration', 'Legal Disclaimer'],
  ],
  [
    'refund',
    RefundPage,
    'Refund and Cancellation Policy',
    [
      'Before you accept our offer',
      'After the sale',
      'Problems with a payment',
      'Doorstep appointments',
    ],
  ],
];

describe.each(pages)('the %s page', (_name, Page, title, headings) => {
  it('has its h1 and the spec’s topics as h2 sections', () => {
    renderPage(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(expect.arrayContaining(headings));
  });

  it('links the support e-mail', () => {
    renderPage(<Page />);
    expect(screen.getAllByRole('link', { name: defaultPublicConfig.email })[0]).toHaveAttribute(
      'href',
      `mailto:${defaultPublicConfig.email}`,
    );
  });
});

describe('the privacy page', () => {
  it('links the data protection officer’s e-mail', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('link', { name: defaultPublicConfig.dpoEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultPublicConfig.dpoEmail}`,
    );
  });

  it('prints the closing paragraph after the bullets it closes', () => {
    renderPage(<PrivacyPage />);
    const lastBullet = screen.getByText(/KYC records are kept for at least 5 years/);
    const closing = screen.getByText(/No system is perfectly safe/);
    expect(
      lastBullet.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
