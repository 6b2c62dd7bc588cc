import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { defaultPublicConfig, telHref } from '@gold/config';
import { pages } from '../support/siteRoutes';

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const h2s = (page: Page) => main(page).getByRole('heading', { level: 2 });
const faqQuestions = (page: Page) => h2s(page).getByRole('button');

/** Each policy page as the footer names it: its h1 and the headings of the spec's topics. */
const policyPages = [
  {
    label: 'Terms and Conditions',
    h1: 'Terms and Conditions',
    headings: [
      'Eligibility',
      'Gold transactions',
      'Pledge release and repledging',
      'Payment',
      'Doorstep services',
      'When we refuse service',
    ],
  },
  {
    label: 'Privacy Policy',
    h1: 'Privacy Policy',
    headings: [
      'Information we collect',
      'Why we use your information',
      'How we protect your information',
      'Who we share it with',
      'Your rights',
      'Contact our Data Protection Officer',
    ],
  },
  {
    label: 'Security Policies',
    h1: 'Security Policies',
    headings: [
      'Security Policy',
      'Valuation and Appraisal Policy',
      'KYC and AML Policy',
      'Loan and Interest Disclosure Policy',
    ],
  },
  {
    label: 'Refund Policy',
    h1: 'Refund and Cancellation Policy',
    headings: [
      'Before you accept our offer',
      'After the sale',
      'Problems with a payment',
      'Doorstep appointments',
    ],
  },
  {
    label: 'Compliance',
    h1: 'Compliance Declaration and Legal Disclaimer',
    headings: ['Compliance Declaration', 'Legal Disclaimer'],
  },
];

test('every policy page is reachable from the footer and shows its headings, title and description', async ({
  page,
}) => {
  // Five pages in one visit.
  test.slow();
  await page.goto('/website/home');
  await expect(h1(page)).toBeVisible();
  for (const policy of policyPages) {
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: policy.label, exact: true })
      .click();
    await expect(h1(page)).toHaveText(policy.h1);
    await expect(h2s(page)).toContainText(policy.headings);
    const route = pages.find((r) => r.label === policy.label);
    await expect(page).toHaveURL(new RegExp(`${route?.href}$`));
    await expect(page).toHaveTitle(`${route?.title} | ${defaultPublicConfig.brandName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      route?.description ?? '',
    );
  }
});

test('the FAQs page has its banner, 14 questions with the first open, and the contact phone', async ({
  page,
}) => {
  await page.goto('/website/FAQs');
  await expect(h1(page)).toHaveText('FAQs');
  await expect(faqQuestions(page)).toHaveCount(14);
  await expect(faqQuestions(page).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(main(page).getByRole('region', { name: 'How do I sell my gold?' })).toBeVisible();
  for (const question of (await faqQuestions(page).all()).slice(1)) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(main(page).getByRole('region', { name: 'What documents do I need?' })).toBeHidden();
  await expect(
    main(page).getByRole('link', { name: defaultPublicConfig.phone }).first(),
  ).toHaveAttribute('href', telHref(defaultPublicConfig.phone));
});

test('the FAQ accordion works from the keyboard with a visible focus', async ({ page }) => {
  await page.goto('/website/FAQs');
  const documents = main(page).getByRole('button', { name: 'What documents do I need?' });
  const answer = main(page).getByRole('region', { name: 'What documents do I need?' });
  await expect(documents).toHaveAttribute('aria-expanded', 'false');

  // Tab from the question before it, as a keyboard user moves down the list.
  await main(page).getByRole('button', { name: 'Do you charge any service fees?' }).focus();
  await page.keyboard.press('Tab');
  await expect(documents).toBeFocused();
  const focusRing = await documents.evaluate(
    (el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none',
  );
  expect(focusRing).toBe(true);

  await page.keyboard.press('Enter');
  await expect(documents).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Aadhaar, PAN, Voter ID or Passport');

  await page.keyboard.press('Space');
  await expect(documents).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the security policies open and close one by one', async ({ page }) => {
  await page.goto('/website/securityPolicies');
  const loan = main(page).getByRole('button', { name: 'Loan and Interest Disclosure Policy' });
  await expect(loan).toHaveAttribute('aria-expanded', 'false');
  await loan.click();
  const panel = main(page).getByRole('region', { name: 'Loan and Interest Disclosure Policy' });
  await expect(panel).toContainText('12% to 24% per annum');
  await expect(panel).toContainText('75% of the appraised value of your gold, excluding stones');
  await loan.click();
  await expect(panel).toBeHidden();
});

test('the services page shows the four services, Why Choose, the five steps and the booking phone', async ({
  page,
}) => {
  await page.goto('/website/services');
  await expect(h1(page)).toHaveText('Our Services');
  await expect(h2s(page)).toContainText([
    'We Buy Gold',
    'We Release Pledged Gold',
    'We Repledge Gold',
    'Doorstep Gold Selling',
    `Why Choose ${defaultPublicConfig.brandName}`,
    'Sell your gold in 5 simple steps',
  ]);
  const steps = main(page)
    .getByRole('list')
    .filter({ has: page.getByText('Get paid instantly') });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(
    main(page).getByRole('link', { name: `Call ${defaultPublicConfig.phone}` }),
  ).toHaveAttribute('href', telHref(defaultPublicConfig.phone));
});

test('a printed policy page has nothing fixed over its text, and every security panel prints open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/website/securityPolicies');
  await expect(h1(page)).toBeVisible();
  // Scrolled far enough for the fixed back-to-top button to show on screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await expect(main(page).getByText('Tenure: from 1 day to 1 week.')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(h1(page)).toBeVisible();
  await expect(main(page).getByText('We keep KYC records for at least 5 years')).toBeVisible();
  await expect(main(page).getByText('Tenure: from 1 day to 1 week.')).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  await expect(main(page).getByText('Tenure: from 1 day to 1 week.')).toBeHidden();
});
