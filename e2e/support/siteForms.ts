import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import {
  apiPaths,
  goldRateViewRequest,
  goldRateViewResultSchema,
  messages,
  XSRF_COOKIE,
  XSRF_HEADER,
  type GoldRate,
} from '@gold/contracts';
import { opsURL } from '../playwright.config';

/** The ops token the e2e servers run with (their default). */
export const opsHeaders = {
  Authorization: `Bearer ${process.env.OPS_TOKEN ?? 'dev-ops-token'}`,
};

/** A person's name no other test uses, in letters only as the forms require. */
export function uniqueName(first: string): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${first} ${letters}`;
}

/** The captcha display (exact: the entry box's label contains the word too). */
export const captchaDisplay = (page: Page) =>
  page.getByRole('textbox', { name: 'Captcha', exact: true, includeHidden: true });
export const captchaEntry = (page: Page) =>
  page.getByRole('textbox', { name: 'Enter captcha', includeHidden: true });

/** Types the shown captcha (or `text`) into the entry box, as a visitor does. */
export async function enterCaptcha(page: Page, text?: string): Promise<void> {
  const value = text ?? (await captchaDisplay(page).inputValue());
  await captchaEntry(page).fill('');
  await captchaEntry(page).pressSequentially(value);
}

/** Pastes `text` into `target` the way a visitor does: from the clipboard, with the keyboard. */
export async function pasteInto(page: Page, target: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await target.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Expects the spec's popup with `title`, then closes it with its button. */
export async function closePopup(page: Page, title: string): Promise<void> {
  const popup = page.getByTestId('popup');
  await expect(popup.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}

/**
 * Submits the empty form twice, in the spec's order: a wrong captcha gets 'Invalid Captcha' before any
 * field is judged; the right one gets 'Kindly enter all required fields' with every field hinted.
 */
export async function expectCaptchaCheckedFirst(
  page: Page,
  submit: () => Promise<void>,
  fields: readonly Locator[],
  requiredHint: string,
): Promise<void> {
  await enterCaptcha(page, 'wrong1');
  await submit();
  await closePopup(page, messages.invalidCaptcha);
  for (const field of fields) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await enterCaptcha(page);
  await submit();
  await closePopup(page, messages.requiredFields);
  for (const field of fields) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(requiredHint);
  }
}

/**
 * The newest stored records of `kind`, read through the shared server's ops listener (the
 * database is the server's).
 */
export async function storedRecords<T>(
  request: APIRequestContext,
  kind: 'leads' | 'enquiries' | 'general-enquiries',
  limit = 100,
): Promise<T[]> {
  const response = await request.get(`${opsURL}/ops/${kind}?limit=${limit}`, {
    headers: opsHeaders,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: T[] }).items;
}

const E2E_XSRF_TOKEN = 'e'.repeat(32);

/** The XSRF cookie and header our pages send with every state-changing API request. */
export const xsrfHeaders: Readonly<Record<string, string>> = {
  cookie: `${XSRF_COOKIE}=${E2E_XSRF_TOKEN}`,
  [XSRF_HEADER]: E2E_XSRF_TOKEN,
};

/** Today's rates, as the API gives them to every page, with the time our server adds. */
export async function currentRate(request: APIRequestContext): Promise<Required<GoldRate>> {
  const key = process.env.AES_KEY ?? defaultPublicConfig.aesKey;
  const response = await request.post(`/api/${apiPaths.goldRateView}`, {
    headers: xsrfHeaders,
    data: { data: encryptPayload(goldRateViewRequest, key) },
  });
  const envelope = (await response.json()) as { data: string };
  const [rate] = goldRateViewResultSchema.parse(decryptPayload(envelope.data, key)).content;
  if (!rate?.lastUpdateTime) throw new Error('the API has no current gold rate with its time');
  return { ...rate, lastUpdateTime: rate.lastUpdateTime };
}
