import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { messages } from '@gold/contracts';
import {
  captchaDisplay,
  captchaEntry,
  closePopup,
  currentRate,
  enterCaptcha,
  expectCaptchaCheckedFirst,
  pasteInto,
  storedRecords,
  uniqueName,
} from '../support/siteForms';

interface StoredLead {
  name: string;
  goldGrams: string;
  goldCarat: number;
  perGramPrice: string;
  totalPrice: string;
  createdAt: string;
}

const labels = ['Name', 'Mobile number', 'Email ID', 'City', 'Gold weight (grams)'] as const;
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });
const carat = (page: Page) => page.getByRole('combobox', { name: 'Gold carat' });
/** A field behind the modal result dialog (which hides the page; its name then includes the '*'). */
const fieldBehindDialog = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label} \\*$`), includeHidden: true });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' }).click();

async function fillForm(page: Page, name: string, grams = '10.25') {
  await field(page, 'Name').fill(name);
  await field(page, 'Mobile number').fill('9876543210');
  await field(page, 'Email ID').fill('meena@example.com');
  await field(page, 'City').fill('Chennai');
  await field(page, 'Gold weight (grams)').fill(grams);
  await carat(page).selectOption({ label: '22K' });
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const indianDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

test.beforeEach(async ({ page }) => {
  // Each test fills a whole form, some upload megabytes: triple time on a machine shared with parallel builds.
  test.slow();
  await page.goto('/website/Calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Calculator' })).toBeVisible();
});

test('the popups come in the order of the spec: captcha, then required fields', async ({
  page,
}) => {
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Enter The Following Details To Get Instant Rates',
    }),
  ).toBeVisible();
  const fields = [...labels.map((label) => field(page, label)), carat(page)];
  await expectCaptchaCheckedFirst(page, () => calculate(page), fields, 'required');

  await field(page, 'Mobile number').fill('98765');
  await field(page, 'Mobile number').blur();
  await expect(field(page, 'Mobile number')).toHaveAccessibleDescription('Invalid');
});

test('the captcha entry box refuses paste and drop, and the captcha text cannot be selected', async ({
  page,
}) => {
  const shown = await captchaDisplay(page).inputValue();
  await expect(captchaDisplay(page)).toBeDisabled();

  // The same paste works in an ordinary field, so the browser really pastes.
  await pasteInto(page, field(page, 'City'), shown);
  await expect(field(page, 'City')).toHaveValue(shown);
  await pasteInto(page, captchaEntry(page), shown);
  await expect(captchaEntry(page)).toHaveValue('');

  // Drag the text of the city field onto the entry box.
  await field(page, 'City').selectText();
  await field(page, 'City').dragTo(captchaEntry(page));
  await expect(captchaEntry(page)).toHaveValue('');
  const dropRefused = await captchaEntry(page).evaluate((entry) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'abc123');
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
    entry.dispatchEvent(drop);
    return drop.defaultPrevented;
  });
  expect(dropRefused).toBe(true);

  await field(page, 'City').fill('');
  await captchaDisplay(page).click({ clickCount: 3, force: true });
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).not.toContain(shown);

  await page.getByRole('button', { name: 'Refresh captcha' }).click();
  await expect(captchaDisplay(page)).not.toHaveValue(shown);
});

test('the result dialog shows the database rate, ignores Escape and the backdrop, and Ok resets the form', async ({
  page,
  request,
}) => {
  const rate = await currentRate(request);
  const name = uniqueName('Meena');
  await fillForm(page, name);
  await enterCaptcha(page);
  const captchaBefore = await captchaDisplay(page).inputValue();
  await calculate(page);

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeFocused();

  const [lead] = (await storedRecords<StoredLead>(request, 'leads')).filter(
    (row) => row.name === name,
  );
  expect(lead).toMatchObject({
    goldGrams: '10.25',
    goldCarat: 22,
    perGramPrice: rate.karat22.toFixed(2),
  });
  // grams x rate in whole paise: exact, with no floating-point drift.
  const totalPaise = Math.round((1025 * Math.round(rate.karat22 * 100)) / 100);
  expect(lead?.totalPrice).toBe((totalPaise / 100).toFixed(2));

  await expect(dialog).toContainText('10.25 g of 22K gold');
  await expect(dialog).toContainText(
    `Price per gram as on ${indianDate.format(new Date(rate.lastUpdateTime))}`,
  );
  await expect(dialog).toContainText(rupees.format(rate.karat22));
  await expect(dialog).toContainText(`Total amount${rupees.format(totalPaise / 100)}`);
  // Polled: the dialog grows to its width as it opens.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(400);

  // The form was reset and a new captcha drawn as soon as the answer came.
  await expect(fieldBehindDialog(page, 'Name')).toHaveValue('');
  await expect(captchaEntry(page)).toHaveValue('');
  await expect(captchaDisplay(page)).not.toHaveValue(captchaBefore);

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  for (const label of labels) await expect(field(page, label)).toHaveValue('');
  await expect(carat(page)).toHaveValue('');
});

test('on a phone the result dialog fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fillForm(page, uniqueName('Ravi'), '1');
  await enterCaptcha(page);
  await calculate(page);
  const box = await page.getByRole('alertdialog').boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
  const rate = await currentRate(request);
  await expect(page.getByRole('alertdialog')).toContainText(
    `Total amount${rupees.format(rate.karat22)}`,
  );
});

test('fault injection: when the calculation fails, the popup says so and the form keeps every value', async ({
  page,
  request,
}) => {
  await page.route('**/api/goldRate/calculate/add', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  const name = uniqueName('Kavya');
  await fillForm(page, name);
  await enterCaptcha(page);
  const entered = await captchaEntry(page).inputValue();
  await calculate(page);
  await closePopup(page, messages.submitFailed);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'Gold weight (grams)')).toHaveValue('10.25');
  await expect(carat(page)).toHaveValue('22');
  await expect(captchaEntry(page)).toHaveValue(entered);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await storedRecords<StoredLead>(request, 'leads')).some((row) => row.name === name)).toBe(
    false,
  );
});

test('fault injection: when the result dialog cannot be downloaded, nothing is sent and a later try works', async ({
  page,
  request,
}) => {
  // The page is live with every script it draws with; what it fetches from now on fails.
  await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
  const name = uniqueName('Lakshmi');
  await fillForm(page, name);
  await enterCaptcha(page);
  await calculate(page);
  await closePopup(page, messages.submitFailed);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(carat(page)).toHaveValue('22');
  expect((await storedRecords<StoredLead>(request, 'leads')).some((row) => row.name === name)).toBe(
    false,
  );

  await page.unroute('**/*.js');
  await calculate(page);
  await expect(page.getByRole('alertdialog')).toContainText('10.25 g of 22K gold');
  expect(
    (await storedRecords<StoredLead>(request, 'leads')).filter((row) => row.name === name),
  ).toHaveLength(1);
});
