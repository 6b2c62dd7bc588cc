import type { Page } from '@playwright/test';
import { expectLivePage } from '../support/livePage';
import { expect, test } from '../support/test';
import { apiPaths, messages } from '@gold/contracts';
import {
  captchaDisplay,
  captchaEntry,
  closePopup,
  enterCaptcha,
  expectCaptchaCheckedFirst,
  storedRecords,
  uniqueName,
} from '../support/siteForms';

// Request a callback: the form home, services and branches each show as an island of their own
// remote (`./CallbackIsland`, code from @gold/callback), sent as the general enquiry inquiry/add
// through the real server, stored, and read back through the ops listener.

interface StoredCallback {
  name: string;
  mobileNumber: string;
  preferredTime: string | null;
  message: string;
}

const pagesWithTheForm = ['/website/home', '/website/services', '/website/branches'] as const;

const form = (page: Page) => page.getByRole('region', { name: 'Request a Callback' });
const field = (page: Page, label: 'Name' | 'Mobile number' | 'Message (optional)') =>
  form(page).getByRole('textbox', { name: label, exact: true });
const time = (page: Page) => form(page).getByRole('combobox', { name: 'Preferred time' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Request callback' }).click();

/** Opens `path` and waits until its callback island is live (its code came and hydrated it). */
async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-island="./CallbackIsland"]')).toHaveAttribute(
    'data-island-live',
  );
  await form(page).scrollIntoViewIfNeeded();
}

async function fillForm(page: Page, name: string, message: string): Promise<void> {
  await field(page, 'Name').fill(name);
  await field(page, 'Mobile number').fill('9876543210');
  await time(page).selectOption({ label: 'Afternoon (12 - 4 pm)' });
  await field(page, 'Message (optional)').fill(message);
}

async function callbacksNamed(
  request: Parameters<typeof storedRecords>[0],
  name: string,
): Promise<StoredCallback[]> {
  return (await storedRecords<StoredCallback>(request, 'general-enquiries')).filter(
    (row) => row.name === name,
  );
}

test.beforeEach(() => {
  // Each test fills a whole form: triple time on a machine shared with parallel builds.
  test.slow();
});

for (const path of pagesWithTheForm) {
  test(`${path}: a callback request is sent, stored once, and the form starts again`, async ({
    page,
    request,
  }) => {
    await openForm(page, path);
    const name = uniqueName('Callback');
    const message = `Sent from ${path}.\nAfter 5 pm please.`;
    await fillForm(page, name, message);
    await enterCaptcha(page);
    const shown = await captchaDisplay(page).inputValue();
    await submit(page);
    await closePopup(page, messages.enquirySent);

    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Message (optional)')).toHaveValue('');
    await expect(time(page)).toHaveValue('');
    await expect(captchaEntry(page)).toHaveValue('');
    await expect(captchaDisplay(page)).not.toHaveValue(shown);
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await callbacksNamed(request, name)).toEqual([
      expect.objectContaining({
        name,
        mobileNumber: '9876543210',
        preferredTime: 'Afternoon (12 - 4 pm)',
        message,
      }),
    ]);
  });
}

test("each page's HTML carries its own captcha, which the live form keeps and accepts", async ({
  page,
}) => {
  for (const path of pagesWithTheForm) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const inTheHtml = await captchaDisplay(page).inputValue();
    expect(inTheHtml, path).toMatch(/^[A-Za-z0-9]{6}$/);
    await expectLivePage(page);
    await expect(page.locator('[data-island="./CallbackIsland"]')).toHaveAttribute(
      'data-island-live',
    );
    await expect(captchaDisplay(page), path).toHaveValue(inTheHtml);
  }
});

test('a callback request without a message is stored with none', async ({ page, request }) => {
  await openForm(page, '/website/services');
  const name = uniqueName('Callback');
  await fillForm(page, name, '');
  await enterCaptcha(page);
  await submit(page);
  await closePopup(page, messages.enquirySent);
  expect(await callbacksNamed(request, name)).toEqual([
    expect.objectContaining({ name, preferredTime: 'Afternoon (12 - 4 pm)', message: '' }),
  ]);
});

test('bad input shows the hints: the captcha first, then every field, then the rules', async ({
  page,
  request,
}) => {
  await openForm(page, '/website/branches');
  const required = [field(page, 'Name'), field(page, 'Mobile number'), time(page)];
  await expectCaptchaCheckedFirst(page, () => submit(page), required, messages.fieldRequired);
  // The message may stay empty: it is never 'required'.
  await expect(field(page, 'Message (optional)')).not.toHaveAttribute('aria-invalid', 'true');

  const name = uniqueName('Callback').replace(' ', '2 ');
  await field(page, 'Name').fill(name);
  await field(page, 'Mobile number').fill('98765x3210');
  await time(page).selectOption({ label: 'Any time' });
  await field(page, 'Message (optional)').fill('<b>call me</b>');
  await field(page, 'Name').focus();
  for (const control of [
    field(page, 'Name'),
    field(page, 'Mobile number'),
    field(page, 'Message (optional)'),
  ]) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(messages.fieldInvalid);
  }
  await expect(time(page)).not.toHaveAttribute('aria-invalid', 'true');

  await enterCaptcha(page);
  await submit(page);
  await closePopup(page, messages.requiredFields);
  await expect(field(page, 'Name')).toHaveValue(name);
  expect(await callbacksNamed(request, name)).toEqual([]);
});

test('a refusal or a failed request says so and leaves the form as filled', async ({
  page,
  request,
}) => {
  await openForm(page, '/website/home');
  const name = uniqueName('Callback');
  await fillForm(page, name, 'Call me.');
  await enterCaptcha(page);
  const shown = await captchaDisplay(page).inputValue();

  // The server's words for a refusal (flag 0), as spec section 8 asks.
  await page.route(`**/api/${apiPaths.generalEnquiry}`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ flag: 0, message: 'mobileNumber: Invalid', data: null }),
    }),
  );
  await submit(page);
  await closePopup(page, 'mobileNumber: Invalid');

  // A request that fails: the spec's submit failure.
  await page.unroute(`**/api/${apiPaths.generalEnquiry}`);
  await page.route(`**/api/${apiPaths.generalEnquiry}`, (route) => route.abort('connectionreset'));
  await submit(page);
  await closePopup(page, messages.submitFailed);

  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'Mobile number')).toHaveValue('9876543210');
  await expect(time(page)).toHaveValue('Afternoon (12 - 4 pm)');
  await expect(field(page, 'Message (optional)')).toHaveValue('Call me.');
  await expect(captchaDisplay(page)).toHaveValue(shown);
  await expect(captchaEntry(page)).toHaveValue(shown);
  expect(await callbacksNamed(request, name)).toEqual([]);

  // Once the network is back, the same filled form goes through.
  await page.unroute(`**/api/${apiPaths.generalEnquiry}`);
  await submit(page);
  await closePopup(page, messages.enquirySent);
  await expect.poll(async () => (await callbacksNamed(request, name)).length).toBe(1);
});

test('fault injection: a request stored whose answer was lost, sent again by the visitor, is stored once', async ({
  page,
  request,
}) => {
  await openForm(page, '/website/home');
  const name = uniqueName('Callback');
  await fillForm(page, name, 'Call me once.');
  await enterCaptcha(page);

  // The real server stores it; the answer never reaches the page (a connection cut on the way back).
  const keys: string[] = [];
  await page.route(`**/api/${apiPaths.generalEnquiry}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    await route.abort('connectionreset');
  });
  await submit(page);
  await closePopup(page, messages.submitFailed);
  await expect.poll(async () => (await callbacksNamed(request, name)).length).toBe(1);

  // The visitor sends it again, unchanged: it is the same submission, answered as sent.
  await page.unroute(`**/api/${apiPaths.generalEnquiry}`);
  const retried = page.waitForRequest(`**/api/${apiPaths.generalEnquiry}`);
  await submit(page);
  await closePopup(page, messages.enquirySent);
  expect((await retried).headers()['idempotency-key']).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(await callbacksNamed(request, name)).toHaveLength(1);
});
