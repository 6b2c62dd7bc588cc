import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { devices } from '../support/devices';
import { SLOW_400K_NETWORK, slowPhone } from '../support/slowPhone';
import { captchaEntry, currentRate, storedRecords, uniqueName } from '../support/siteForms';

// A visitor on a cheap phone over a slow network (400 kbit/s, 400 ms round trip, the CPU four
// times slower) who fills the calculator as soon as it shows, captcha included, and presses
// Calculate, all before the form's code has come. The form posts to the server, which answers
// with the price drawn in the page: within the budget below of the form showing. The time is
// attached to the test's report. One the server cannot price is sent back as it was typed, and its
// code, once live, says what is wrong.

/** From the form's fields visible to the price on screen, on the slow profile (issue 63). */
const FORM_TO_PRICE_BUDGET_MS = 4_000;

const [phoneScreen] = devices;
test.use(phoneScreen?.use ?? {});

/**
 * Opens the calculator and fills it at once with `mobileNumber`, its captcha as the first paint
 * showed it, before the form's code came. Returns when the fields showed and what the captcha was.
 */
async function fillAtOnce(page: Page, name: string, mobileNumber: string) {
  const sent = page.goto('/website/Calculator', { waitUntil: 'commit' });
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.waitFor();
  const shownAt = Date.now();
  const html = (await (await sent)?.text()) ?? '';
  // The captcha of this page load, as its HTML drew it.
  const captcha = /<input[^>]*disabled[^>]*value="([A-Za-z0-9]{6})"/.exec(html)?.[1] ?? '';
  expect(captcha).not.toBe('');
  await nameField.fill(name);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobileNumber);
  await page.getByRole('textbox', { name: 'Email ID', exact: true }).fill('meena@example.com');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chennai');
  await page.getByRole('textbox', { name: 'Gold weight (grams)', exact: true }).fill('10');
  await page.getByRole('combobox', { name: 'Gold carat' }).selectOption({ label: '22K' });
  await captchaEntry(page).fill(captcha);
  // All of it before the code came: else this load proves nothing of what it is about.
  const island = page.locator('[data-island="./CalculatorFormIsland"]');
  expect(await island.getAttribute('data-island-live')).toBeNull();
  await page.getByRole('button', { name: 'Calculate' }).click();
  return { shownAt, captcha };
}

test('on a slow phone, a form filled at once, before its code came, answers with the price within the budget', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const rate = await currentRate(request);
  await slowPhone(page, SLOW_400K_NETWORK);
  const name = uniqueName('Meena');
  const { shownAt } = await fillAtOnce(page, name, '9876543210');

  const answer = page.getByRole('dialog', { name: 'Your instant gold rate' });
  await expect(answer.getByText('Total amount')).toBeVisible({ timeout: 60_000 });
  const answeredAfterMs = Date.now() - shownAt;
  testInfo.annotations.push({
    type: 'form shown to price',
    description: `${answeredAfterMs} ms on 400 kbit/s, 400 ms, 4× CPU`,
  });
  console.info(`form shown to price: ${answeredAfterMs} ms`);
  expect(answeredAfterMs).toBeLessThan(FORM_TO_PRICE_BUDGET_MS);

  // The price is today's 22K rate for 10 g, and the lead is kept as the API keeps it.
  const total = (rate.karat22 * 10).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await expect(answer).toContainText(`₹${total}`);
  const leads = await storedRecords<{ name: string; totalPrice: string }>(request, 'leads');
  expect(leads.filter((lead) => lead.name === name)).toHaveLength(1);

  // Ok closes it, with or without the page's code.
  await answer.getByRole('button', { name: 'Ok' }).click();
  await expect(answer).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
});

test('on a slow phone, a form the server cannot price is sent back as typed, and its code says what is wrong once live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await slowPhone(page, SLOW_400K_NETWORK);
  const name = uniqueName('Meena');
  const { captcha } = await fillAtOnce(page, name, '98765x3210');

  const mobile = page.getByRole('textbox', { name: 'Mobile number', exact: true });
  const field = page.getByRole('group').filter({ has: mobile });
  await expect(field).toContainText('Invalid', { timeout: 60_000 });
  await expect(mobile).toHaveValue('98765x3210');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Gold carat' })).toHaveValue('22');
  // The captcha it matched stays, entered as it was.
  await expect(captchaEntry(page)).toHaveValue(captcha);
  await expect(page.getByTestId('popup')).toContainText('Kindly enter all required fields');
  const leads = await storedRecords<{ name: string }>(request, 'leads');
  expect(leads.filter((lead) => lead.name === name)).toEqual([]);
});
