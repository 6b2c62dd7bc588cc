import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { defaultPublicConfig } from '@gold/config';
import { pages } from '../support/siteRoutes';

// Issue 63: Call and WhatsApp one tap away on a phone, in a bar at the bottom of the screen that
// covers none of the page: not the forms' buttons, not the footer's last line, not the other
// things that float (back-to-top, home's rate badge).

type Rect = { x: number; y: number; width: number; height: number };

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const digits = defaultPublicConfig.phone.replace(/\D/g, '');
const phone = (width: number) => ({
  viewport: { width, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

const bar = (page: Page) => page.getByRole('complementary', { name: 'Call or WhatsApp us' });
const box = async (locator: Locator) => (await locator.boundingBox()) as Rect;
const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** The bar's links go to the configured number: a call, and a WhatsApp chat with its message. */
async function expectContactLinks(page: Page) {
  await expect(
    bar(page).getByRole('link', { name: `Call ${defaultPublicConfig.phone}` }),
  ).toHaveAttribute('href', `tel:+${digits}`);
  const whatsapp = bar(page).getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${digits}\\?text=[^&]+$`),
  );
  const message = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
  expect(message).toMatch(/gold rate/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
}

test.describe('on a phone 390 px wide', () => {
  test.use(phone(390));

  test('every page has the bar at the bottom of the screen from its first paint, to the configured number', async ({
    page,
  }) => {
    for (const route of pages) {
      await page.goto(route.href, { waitUntil: 'domcontentloaded' });
      await expect(bar(page), route.href).toBeVisible();
      const shown = await box(bar(page));
      expect(shown.y + shown.height, route.href).toBe(844);
      expect(shown.width, route.href).toBe(390);
      await expectContactLinks(page);
      // Fingers: each button at least 44 px high.
      for (const link of await bar(page).getByRole('link').all())
        expect((await box(link)).height, route.href).toBeGreaterThanOrEqual(44);
      // Today's rate, where it shows, whole, and no word spilling out of its button.
      for (const item of await bar(page).locator('a, p').all()) {
        const fits = await item.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, `${route.href}: ${await item.textContent()}`).toBe(true);
      }
    }
  });

  test('the calculator form: no button of it under the bar, where the page ends or where the browser brings it, and the footer ends above the bar', async ({
    page,
  }) => {
    await page.goto('/website/Calculator');
    const form = page.getByRole('main').locator('form');
    const buttons = await form.getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    // Where the browser scrolls to a button (a control reached with Tab, scrollIntoView), it
    // comes to rest above the bar.
    for (const button of buttons) {
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      expect(overlaps(await box(button), await box(bar(page))), `${name}`).toBe(false);
    }
    await form.getByRole('button', { name: 'Calculate' }).focus();
    expect(
      overlaps(await box(form.getByRole('button', { name: 'Calculate' })), await box(bar(page))),
    ).toBe(false);
    // At the end of the page, the footer's last line is above the bar.
    await scrollToEnd(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const lastLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
    const line = await box(lastLine);
    expect(line.y + line.height).toBeLessThanOrEqual((await box(bar(page))).y);
    for (const button of buttons) {
      if (!(await button.isVisible())) continue;
      expect(overlaps(await box(button), await box(bar(page)))).toBe(false);
    }
  });

  test('works as plain links with scripts off', async ({ browser }) => {
    const context = await browser.newContext({ ...phone(390), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/website/partner');
    await expect(bar(page)).toBeVisible();
    await expectContactLinks(page);
    await context.close();
  });
});

for (const width of [360, 390]) {
  test.describe(`on a phone ${width} px wide`, () => {
    test.use(phone(width));

    test("home's rate badge, back-to-top and the bar cover one another nowhere, and the badge's last place covers none of the footer", async ({
      page,
    }) => {
      await page.goto('/website/home');
      const badge = page.getByRole('region', { name: "Today's gold rates" });
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      for (const y of [0, 600, end - 400, end]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
        if (y > 400) await expect(backToTop).toBeVisible();
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const floating = [bar(page), badge, ...(y > 400 ? [backToTop] : [])];
        const boxes = await Promise.all(floating.map(box));
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1))
            expect(overlaps(a, b), `scrolled ${y} px`).toBe(false);
        const [barBox, badgeBox] = boxes as [Rect, Rect];
        expect(badgeBox.x).toBe(0);
        expect(badgeBox.y + badgeBox.height, `scrolled ${y} px`).toBeLessThanOrEqual(barBox.y);
        // Over the page, docked just above the bar (near the end, it rests in its own place).
        if (y <= 600)
          expect(barBox.y - (badgeBox.y + badgeBox.height), `scrolled ${y} px`).toBeLessThan(24);
      }
      await scrollToEnd(page);
      await expect(backToTop).toBeVisible();
      const footer = await box(page.getByRole('contentinfo'));
      const badgeBox = await box(badge);
      expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(footer.y);
      const lastLine = await box(page.getByRole('contentinfo').getByText(/All rights reserved/));
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await box(bar(page))).y);
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the header has the call button, and the bar is not shown', async ({ page }) => {
    await page.goto('/website/home');
    const call = page
      .getByRole('banner')
      .getByRole('link', { name: `Call ${defaultPublicConfig.phone}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:+${digits}`);
    expect((await box(call)).height).toBeGreaterThanOrEqual(44);
    await expect(bar(page)).toBeHidden();
    // Nothing is kept free for it below the footer.
    await scrollToEnd(page);
    const footer = await box(page.getByRole('contentinfo'));
    expect(Math.round(footer.y + footer.height)).toBe(768);
  });
});
