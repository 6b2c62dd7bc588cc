import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { defaultPublicConfig, telHref } from '@gold/config';
import { pages } from '../support/siteRoutes';

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const h2s = (page: Page) => main(page).getByRole('heading', { level: 2 });
/** An accordion entry: the native `<details>` whose summary holds the h2 named `heading`. */
const entry = (page: Page, heading: string) =>
  main(page)
    .locator('details')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
/** The summary a visitor clicks or tabs to, to open or close the entry. */
const summaryOf = (page: Page, heading: string) => entry(page, heading).locator('summary');

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
  const questions = main(page).locator('details');
  await expect(questions).toHaveCount(14);
  await expect(questions.locator('summary').getByRole('heading', { level: 2 })).toHaveCount(14);
  await expect(questions.first()).toHaveAttribute('open');
  await expect(entry(page, 'How do I sell my gold?')).toContainText(
    'We test your gold in front of you',
  );
  await expect(main(page).getByText('We test your gold in front of you')).toBeVisible();
  for (const question of (await questions.all()).slice(1))
    await expect(question).not.toHaveAttribute('open');
  await expect(main(page).getByText('Aadhaar, PAN, Voter ID or Passport')).toBeHidden();
  await expect(
    main(page).getByRole('link', { name: defaultPublicConfig.phone }).first(),
  ).toHaveAttribute('href', telHref(defaultPublicConfig.phone));
});

test('the FAQ accordion works from the keyboard with a visible focus', async ({ page }) => {
  await page.goto('/website/FAQs');
  const documents = summaryOf(page, 'What documents do I need?');
  const answer = main(page).getByText('Aadhaar, PAN, Voter ID or Passport');
  await expect(answer).toBeHidden();

  // Tab from the question before it, as a keyboard user moves down the list.
  await summaryOf(page, 'Do you charge any service fees?').focus();
  await page.keyboard.press('Tab');
  await expect(documents).toBeFocused();
  // A touch target a thumb finds: 48 px high at least.
  expect((await documents.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  const focusRing = await documents.evaluate(
    (el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none',
  );
  expect(focusRing).toBe(true);

  await page.keyboard.press('Enter');
  await expect(entry(page, 'What documents do I need?')).toHaveAttribute('open');
  await expect(answer).toBeVisible();

  await page.keyboard.press('Space');
  await expect(entry(page, 'What documents do I need?')).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
});

test('the FAQ questions open and close with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/website/FAQs');
  await expect(h1(page)).toHaveText('FAQs');
  const answer = main(page).getByText('no hidden deductions');
  await expect(answer).toBeHidden();
  await summaryOf(page, 'Do you charge any service fees?').click();
  await expect(answer).toBeVisible();
  // Another one opens beside it, from the keyboard too.
  await summaryOf(page, 'What documents do I need?').press('Enter');
  await expect(main(page).getByText('Aadhaar, PAN, Voter ID or Passport')).toBeVisible();
  await expect(answer).toBeVisible();
  await summaryOf(page, 'Do you charge any service fees?').click();
  await expect(answer).toBeHidden();
  await context.close();
});

test('the security policies open and close one by one', async ({ page }) => {
  await page.goto('/website/securityPolicies');
  const loan = summaryOf(page, 'Loan and Interest Disclosure Policy');
  const rates = main(page).getByText('12% to 24% per annum');
  await expect(rates).toBeHidden();
  await loan.click();
  await expect(rates).toBeVisible();
  await expect(entry(page, 'Loan and Interest Disclosure Policy')).toContainText(
    '75% of the appraised value of your gold, excluding stones',
  );
  await expect(entry(page, 'Security Policy')).not.toHaveAttribute('open');
  await loan.click();
  await expect(rates).toBeHidden();
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
