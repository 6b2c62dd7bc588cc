import type { Browser, Page } from '@playwright/test';
import { messages } from '@gold/contracts';
import { expect, test } from '../support/test';
import { captchaDisplay, currentRate, enterCaptcha, uniqueName } from '../support/siteForms';

// What the server holds when it sends a page comes in the page: today's rates on home, About Us
// and in the phone's contact bar, the branch cards on the branches page, and a captcha of that
// page load in each form. With no script they read completely; with scripts, the islands keep
// what the first paint showed, and the spec's calls refresh it.

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** A page of a context with scripts off: what a visitor sees before any script has run. */
async function withoutScripts(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const rateBadge = (page: Page) => page.getByRole('region', { name: "Today's gold rates" });

test("home and About Us read today's three rates with no script, never a dash", async ({
  browser,
  request,
}) => {
  const rate = await currentRate(request);
  for (const path of ['/website/home', '/website/aboutUs']) {
    const page = await withoutScripts(browser, path);
    const badge = rateBadge(page);
    for (const amount of [rate.karat18, rate.karat22, rate.karat24])
      await expect(badge).toContainText(`${rupees.format(amount)} / gram`);
    await expect(badge).not.toContainText('—');
    await page.context().close();
  }
});

test("the phone's contact bar shows today's 22K rate from the first paint", async ({
  browser,
  request,
}) => {
  const rate = await currentRate(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/website/FAQs');
  await expect(page.getByText(`22K ${rupees.format(rate.karat22)}/g`)).toBeVisible();
  await context.close();
});

test('the branches page lists every branch with no script, and its calls keep the same cards', async ({
  browser,
  page,
}) => {
  const bare = await withoutScripts(browser, '/website/branches');
  const cards = bare.getByRole('article');
  const names = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(1);
  await expect(bare.getByRole('status')).toHaveText(`${names.length} branches`);
  await expect(bare.getByText('Loading branches')).toHaveCount(0);
  await expect(cards.first().getByRole('link', { name: /^\d/ })).toHaveAttribute('href', /^tel:/);
  await bare.context().close();

  // With scripts: the same cards from the first paint on, and after the spec's two calls.
  const calls: number[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/branch/getAll')) calls.push(calls.length);
  });
  await page.goto('/website/branches');
  await expect(page.getByRole('article')).toHaveCount(names.length);
  await expect(page.locator('[data-island="./BranchFinderIsland"]')).toHaveAttribute(
    'data-island-live',
    '',
  );
  await expect.poll(() => calls.length).toBe(2);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(names);
});

test('each page load has its own captcha, the one its first paint shows and its form accepts', async ({
  browser,
  page,
}) => {
  const shown = new Set<string>();
  for (let load = 0; load < 3; load++) {
    const bare = await withoutScripts(browser, '/website/Calculator');
    shown.add(await captchaDisplay(bare).inputValue());
    await bare.context().close();
  }
  expect(shown.size).toBe(3);
  for (const text of shown) expect(text).toMatch(/^[A-Za-z0-9]{6}$/);

  // The captcha in the HTML the server sent is the one on screen once the form is live.
  const response = await page.goto('/website/Calculator');
  const sent = /<input[^>]*disabled[^>]*value="([A-Za-z0-9]{6})"/.exec(
    (await response?.text()) ?? '',
  )?.[1];
  expect(sent).toBeDefined();
  await expect(page.locator('[data-island="./CalculatorFormIsland"]')).toHaveAttribute(
    'data-island-live',
    '',
  );
  await expect(captchaDisplay(page)).toHaveValue(sent ?? '');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('Meena'));
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email ID', exact: true }).fill('meena@example.com');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chennai');
  await page.getByRole('textbox', { name: 'Gold weight (grams)', exact: true }).fill('10');
  await page.getByRole('combobox', { name: 'Gold carat' }).selectOption({ label: '22K' });
  await enterCaptcha(page, sent);
  await page.getByRole('button', { name: 'Calculate' }).click();
  // The price, not the spec's "Invalid Captcha" popup.
  await expect(page.getByText('Total amount')).toBeVisible();
  await expect(page.getByText(messages.invalidCaptcha)).toHaveCount(0);
});
