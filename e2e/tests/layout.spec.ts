import { expect, test } from '../support/test';
import { defaultPublicConfig } from '@gold/config';
import type { Page } from '@playwright/test';
import { devices } from '../support/devices';
import { pages } from '../support/siteRoutes';

test('the empty path lands on /website/home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/website\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const route of pages) {
  test(`${route.href} renders its page inside the layout`, async ({ page }) => {
    const response = await page.goto(route.href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© 2025`);
    await expect(page).toHaveTitle(new RegExp(route.title));
  });
}

test('an unknown path shows a real not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/website/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/website\/home$/);
});

test('the top navigation reaches every page of spec section 2', async ({ page }) => {
  await page.goto('/website/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const route of pages.filter((r) => r.placement === 'nav' && r.path !== 'home')) {
    await nav.getByRole('link', { name: route.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route.href}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: route.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await nav.getByRole('link', { name: `${defaultPublicConfig.brandName} home` }).click();
  await expect(page).toHaveURL(/\/website\/home$/);
});

test('the footer shows the office, support contacts and links to the five policies', async ({
  page,
}) => {
  await page.goto('/website/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(defaultPublicConfig.address[0] ?? '');
  await expect(footer.getByRole('link', { name: defaultPublicConfig.phone })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await expect(footer.getByRole('link', { name: defaultPublicConfig.email })).toHaveAttribute(
    'href',
    `mailto:${defaultPublicConfig.email}`,
  );
  await expect(footer).toContainText('stolen or illegal gold');
  for (const route of pages.filter((r) => r.placement === 'footer')) {
    await footer.getByRole('link', { name: route.label }).click();
    await expect(page).toHaveURL(new RegExp(`${route.href}$`));
    await expect(page).toHaveTitle(new RegExp(route.title));
  }
});

test('the caution banner can be paused and its text is readable', async ({ page }) => {
  await page.goto('/website/home');
  const banner = page.getByRole('region', { name: 'Caution' });
  await expect(banner).toContainText("parent or guardian's written letter");
  await banner.getByRole('button', { name: 'Pause' }).click();
  await expect(banner.getByRole('button', { name: 'Play' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the back-to-top button appears after 400 px and scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/website/privacyPolicies');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(150);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link opens its page at the top, and Back and a reload return to where the visitor was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/website/privacyPolicies');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/website\/refundPolicies$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/website\/privacyPolicies$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Opened scrolled down, the page offers the way back up at once.
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/website\/refundPolicies$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The furthest down the page is over the next frames: a restoration may take a few. */
const furthestScrollOverFrames = (page: Page) =>
  page.evaluate(async () => {
    let furthest = window.scrollY;
    for (let frame = 0; frame < 20; frame++) {
      await new Promise(requestAnimationFrame);
      furthest = Math.max(furthest, window.scrollY);
    }
    return furthest;
  });

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('a page opened by its address starts at the top, and each page keeps its own place across Back, Forward and a reload', async ({
      page,
    }) => {
      await page.goto('/website/termsandconditions');
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.goto('/website/FAQs');
      expect(await furthestScrollOverFrames(page)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.goBack();
      await expect(page).toHaveURL(/\/website\/termsandconditions$/);
      await expect.poll(() => scrollY(page)).toBe(1500);
      await page.goForward();
      await expect(page).toHaveURL(/\/website\/FAQs$/);
      await expect.poll(() => scrollY(page)).toBe(300);
      await page.reload();
      await expect.poll(() => scrollY(page)).toBe(300);
    });
  });
}
