import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '../support/test';
import { captchaDisplay, captchaEntry, currentRate, uniqueName } from '../support/siteForms';

// A page is drawn once per registry revision and version mix and kept compressed; each page load
// gets its own captcha, captcha proof and page view token put into it
// (docs/decisions/0051-pages-kept-with-tokens-spliced.md). What a visitor must not notice: two
// visitors never share a captcha or a page view, and a kept page works as a drawn one does.

/** The page's HTML with this load's own values replaced by what they are. */
const withoutLoadValues = (html: string) =>
  html
    .replace(/"view":"[^"]+"\s*/, '"view":VIEW')
    .replaceAll(
      /(value="|&quot;captcha&quot;:&quot;|"captcha":")[A-Za-z0-9]{6}(?=["&])/g,
      '$1CAPTCHA',
    )
    .replaceAll(/[\w-]{20,}\.[\w-]{20,}/g, 'SIGNED');

const captchaOf = (html: string) =>
  /<input[^>]*disabled[^>]*value="([A-Za-z0-9]{6})"/.exec(html)?.[1];

for (const path of ['/website/Calculator', '/website/home']) {
  test(`${path}: every load has its own captcha and page view, and is otherwise the same page`, async ({
    request,
  }) => {
    const loads: string[] = [];
    // Spaced out: the first draws the page, its compressed forms are made meanwhile, the rest
    // are answered from them.
    for (let index = 0; index < 4; index += 1) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status()).toBe(200);
      loads.push(await response.text());
      await sleep(700);
    }
    const views = loads.map((html) => /"view":"([^"]+)"/.exec(html)?.[1]);
    expect(new Set(views).size).toBe(loads.length);
    const captchas = loads.map(captchaOf);
    expect(captchas.every(Boolean)).toBe(true);
    expect(new Set(captchas).size).toBe(loads.length);
    const [first, ...rest] = loads.map(withoutLoadValues);
    for (const other of rest) expect(other).toBe(first);
  });
}

test('without scripts, the calculator from a kept page prices a form with the captcha it showed', async ({
  browser,
  request,
}) => {
  const rate = await currentRate(request);
  // Asked before: this visitor's page is the kept one.
  await request.get('/website/Calculator');
  await sleep(1_500);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/website/Calculator');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('Kavya'));
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email ID', exact: true }).fill('kavya@example.com');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Madurai');
  await page.getByRole('textbox', { name: 'Gold weight (grams)', exact: true }).fill('10');
  await page.getByRole('combobox', { name: 'Gold carat' }).selectOption({ label: '22K' });
  await captchaEntry(page).fill(await captchaDisplay(page).inputValue());
  await page.getByRole('button', { name: 'Calculate' }).click();
  const answer = page.getByRole('dialog', { name: 'Your instant gold rate' });
  const total = (rate.karat22 * 10).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await expect(answer).toContainText(`₹${total}`);
  await context.close();
});
