import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiPaths, loadFailedMessage, messages } from '@gold/contracts';
import { certificateBytes } from '@gold/contracts/testing';
import { captchaEntry, enterCaptcha } from '../support/siteForms';

// Fault-injection tests: our own API is stubbed with page.route to be down, cut off, slow,
// answering garbage or refusing, for every page that calls it. Each page must show the spec's
// popup, the spinner must not stick, and a form being submitted must keep every value.

const faults = [
  'API answers 500',
  'connection lost',
  'API slow (5 s)',
  'HTML instead of JSON',
  'undecryptable data',
] as const;
type Fault = (typeof faults)[number];

const SLOW_MS = 5_000;
// A slow branch list is two slow calls in a row.
test.describe.configure({ timeout: 60_000 });

/** Makes every call to `/api/<path>` meet `fault`; returns how many calls were made. */
async function breakApi(page: Page, path: string, fault: Fault): Promise<() => number> {
  let calls = 0;
  await page.route(`**/api/${path}`, async (route: Route) => {
    calls += 1;
    switch (fault) {
      case 'API answers 500':
        return route.fulfill({
          status: 500,
          contentType: 'text/plain',
          body: 'Internal Server Error',
        });
      case 'connection lost':
        return route.abort('connectionreset');
      case 'API slow (5 s)':
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        return route.continue().catch(() => undefined);
      case 'HTML instead of JSON':
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>',
        });
      case 'undecryptable data':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            flag: 1,
            message: 'Success',
            data: 'bm90IGNpcGhlciB0ZXh0IGF0IGFsbA==',
          }),
        });
    }
  });
  return () => calls;
}

const spinner = (page: Page) => page.getByTestId('spinner-overlay');
const popup = (page: Page) => page.getByTestId('popup');
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The spec's popup for a failed load: 'Something went wrong ' and the HTTP status (0: no answer). */
function loadFailureTitle(fault: Fault): string | RegExp {
  return fault === 'API answers 500'
    ? loadFailedMessage(500)
    : new RegExp(`^${messages.loadFailedPrefix}\\d+$`);
}

/** Expects the popup titled `title`, the spinner gone, and closes the popup with its button. */
async function expectPopupThenClose(page: Page, title: string | RegExp): Promise<void> {
  await expect(
    popup(page).getByRole('heading', { name: title, exact: typeof title === 'string' }),
  ).toBeVisible();
  await expect(spinner(page)).toBeHidden();
  await popup(page).getByRole('button', { name: 'OK' }).click();
  await expect(popup(page)).toBeHidden();
  await expect(spinner(page)).toBeHidden();
}

const loadPages = [
  { name: 'home', href: '/website/home', path: apiPaths.goldRateView },
  { name: 'about', href: '/website/aboutUs', path: apiPaths.goldRateView },
  { name: 'branches', href: '/website/branches', path: apiPaths.branchList },
];

test.describe('fault injection: pages that load from the API', () => {
  for (const target of loadPages) {
    for (const fault of faults) {
      test(`${target.name}: ${fault}`, async ({ page }) => {
        const calls = await breakApi(page, target.path, fault);
        await page.goto(target.href);
        if (fault === 'API slow (5 s)') {
          await expect(pageHeading(page)).toBeVisible();
          await expect(spinner(page)).toBeVisible();
          // The page answers late but well: the spinner goes, no popup comes.
          await expect(spinner(page)).toBeHidden({ timeout: SLOW_MS * 6 });
          await expect(popup(page)).toHaveCount(0);
        } else {
          // The popup is modal: until it closes, the page under it is hidden from the
          // accessibility tree, so the page's heading is looked for after it.
          await expectPopupThenClose(page, loadFailureTitle(fault));
        }
        await expect(pageHeading(page)).toBeVisible();
        expect(calls()).toBeGreaterThan(0);
      });
    }
  }
});

/** A form of the spec: its fields by label, the values a visitor types, and its submit button. */
interface SiteForm {
  name: string;
  href: string;
  path: string;
  submit: string;
  fields: Record<string, string>;
  fill(page: Page): Promise<void>;
  /** Every value the visitor gave, read back from the page. */
  values(page: Page): Promise<Record<string, string>>;
}

const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

async function fillTextboxes(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await textbox(page, label).fill(value);
}

async function readTextboxes(page: Page, labels: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of labels) values[label] = await textbox(page, label).inputValue();
  values['Enter captcha'] = await captchaEntry(page).inputValue();
  return values;
}

const certificateInput = (page: Page) => page.getByLabel('Professional certificate (optional)');

const calculatorForm: SiteForm = {
  name: 'calculator',
  href: '/website/Calculator',
  path: apiPaths.calculate,
  submit: 'Calculate',
  fields: {
    Name: 'Meena K',
    'Mobile number': '9876543210',
    'Email ID': 'meena@example.com',
    City: 'Chennai',
    'Gold weight (grams)': '10.25',
  },
  async fill(page) {
    await fillTextboxes(page, this.fields);
    await page.getByRole('combobox', { name: 'Gold carat' }).selectOption({ label: '22K' });
  },
  async values(page) {
    const values = await readTextboxes(page, Object.keys(this.fields));
    values['Gold carat'] = await page.getByRole('combobox', { name: 'Gold carat' }).inputValue();
    return values;
  },
};

const partnerForm: SiteForm = {
  name: 'partner',
  href: '/website/partner',
  path: apiPaths.franchiseEnquiry,
  submit: 'Submit',
  fields: {
    Name: 'Arun Prakash',
    'Mobile number': '9000012345',
    'Email ID': 'arun@example.com',
    'Previous experience (years)': '4',
    'Fund available for investment (₹)': '2500000',
    'Funds available now to start (₹)': '1500000',
  },
  async fill(page) {
    await fillTextboxes(page, this.fields);
    const buffer = Buffer.from(certificateBytes('png', 31_000));
    await certificateInput(page).setInputFiles({
      name: 'certificate.png',
      mimeType: 'image/png',
      buffer,
    });
  },
  async values(page) {
    const values = await readTextboxes(page, Object.keys(this.fields));
    values['Professional certificate'] = await certificateInput(page).evaluate(
      (input: HTMLInputElement) => input.files?.[0]?.name ?? '',
    );
    return values;
  },
};

test.describe('fault injection: forms submitted while the API fails', () => {
  for (const form of [calculatorForm, partnerForm]) {
    for (const fault of faults) {
      test(`${form.name}: ${fault}`, async ({ page }) => {
        await page.goto(form.href);
        await expect(pageHeading(page)).toBeVisible();
        await form.fill(page);
        await enterCaptcha(page);
        const typed = await form.values(page);
        expect(typed['Enter captcha']).toHaveLength(6);

        const calls = await breakApi(page, form.path, fault);
        await page.getByRole('button', { name: form.submit }).click();
        if (fault === 'API slow (5 s)') {
          await expect(spinner(page)).toBeVisible();
          expect(await form.values(page)).toEqual(typed);
          // A second submit while the first is in flight sends nothing more.
          await captchaEntry(page).press('Enter');
          await expect(spinner(page)).toBeHidden({ timeout: SLOW_MS * 6 });
          expect(calls()).toBe(1);
          await expect(
            popup(page).getByRole('heading', { name: messages.submitFailed }),
          ).toHaveCount(0);
          return;
        }
        await expectPopupThenClose(page, messages.submitFailed);
        expect(await form.values(page)).toEqual(typed);
        expect(calls()).toBe(1);
      });
    }
  }
});

test.describe('fault injection: forms whose submission the API refuses (flag 0)', () => {
  // Our server refuses with a 4xx status; the spec's provider may answer 200. Both carry the words.
  for (const form of [calculatorForm, partnerForm]) {
    for (const status of [200, 400]) {
      test(`${form.name}: the server's message shows with its button (HTTP ${status})`, async ({
        page,
      }) => {
        await page.goto(form.href);
        await expect(pageHeading(page)).toBeVisible();
        await form.fill(page);
        await enterCaptcha(page);
        const typed = await form.values(page);

        const message = 'Enquiries are paused today';
        await page.route(`**/api/${form.path}`, (route) =>
          route.fulfill({
            status,
            contentType: 'application/json',
            body: JSON.stringify({ flag: 0, message, data: null }),
          }),
        );
        await page.getByRole('button', { name: form.submit }).click();
        await expectPopupThenClose(page, message);
        expect(await form.values(page)).toEqual(typed);
      });
    }
  }
});
