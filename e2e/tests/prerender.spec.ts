import { COVER_IMAGES_ATTRIBUTE } from '@gold/build-output';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { pages } from '../support/siteRoutes';
import {
  matchedText,
  movedText,
  recordTakeoverLayout,
  takeoverLayout,
} from '../support/takeoverLayout';

// The server sends every route's page as HTML, rendered at build time, before any script runs.

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of pages) {
    test(`${route.href} is drawn from the HTML alone: navigation, its heading and the footer`, async ({
      page,
      browser,
    }) => {
      await page.goto(route.href);
      await expect(page.locator('header nav')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      // Readable, not under anything: home's landing cover is lifted by a script, so without
      // scripts it must never show (a trial click fails on a link something else covers).
      await page.locator('header nav a').first().click({ trial: true, timeout: 5000 });
      const heading = (await page.locator('h1').textContent())?.trim();

      // The same heading as the live page draws, so nothing jumps when the scripts hydrate it.
      const live = await browser.newPage({ javaScriptEnabled: true });
      await live.goto(route.href);
      await expectLivePage(live);
      await expect(live.locator('h1')).toHaveText(heading ?? '(none)');
      await live.close();
    });
  }

  test('the page drawn from HTML works as HTML before the scripts run: focus, typing and links', async ({
    page,
  }) => {
    await page.goto('/website/Calculator');
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#root') !== null)).toBe(true);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Asha');
    await expect(name).toHaveValue('Asha');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/website\/FAQs$/);
  });

  test("the home banner's art is inside the HTML, for the slides and for the cover alike", async ({
    page,
  }) => {
    await page.goto('/website/home');
    const drawn = await page
      .locator('[style*="url("]')
      .evaluateAll((elements) =>
        elements.map(
          (element) => /url\("([^"]+)"\)/.exec(element.getAttribute('style') ?? '')?.[1] ?? '',
        ),
      );
    expect(drawn).toHaveLength(4);
    for (const url of drawn) expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    const awaited = await page
      .getByRole('status', { name: 'Loading the page', includeHidden: true })
      .getAttribute(COVER_IMAGES_ATTRIBUTE);
    expect(awaited?.split(' ')).toEqual(drawn);
  });
});

test('the live page is the hydrated HTML, and it works', async ({ page }) => {
  await page.goto('/website/FAQs');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const question = page
    .getByRole('main')
    .locator('details')
    .filter({ has: page.getByRole('heading', { name: 'How is the price of my gold decided?' }) });
  const answer = question.getByText('We follow the live market price of gold');
  await expect(answer).toBeHidden();
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open');
  await expect(answer).toBeVisible();
});

test('a prerendered page starts no script before its first paint, and then every one it runs', async ({
  page,
}) => {
  for (const path of ['/website/home', '/website/Calculator']) {
    await page.goto(path);
    await expectLivePage(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(scripts.length, path).toBeGreaterThan(5);
    expect(
      scripts.filter((script) => script.start < firstPaint),
      `${path}: scripts started before the first paint at ${firstPaint} ms`,
    ).toEqual([]);
  }
});

test('a page the server cannot prerender (not found) is drawn by the scripts alone, started from the head', async ({
  request,
}) => {
  const response = await request.get('/website/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<script[^>]* src="\/shell\/main\.[0-9a-f]+\.js"/);
  expect(head).toMatch(/<link rel="preload" as="script"/);
});

// The scripts hydrate the page drawn from HTML: anything their first render draws elsewhere (a
// size chosen by a script) jumps in front of the visitor, and the layout shift score may not see
// it. This records every text block's box before and after.
const viewports = [
  { name: 'phone', size: { width: 412, height: 823 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
];
for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}, text stays where the HTML drew it when the scripts hydrate it`, () => {
    test.use({ viewport: viewport.size });

    for (const route of pages) {
      test(route.href, async ({ page }) => {
        await recordTakeoverLayout(page);
        await page.goto(route.href);
        const layout = await takeoverLayout(page);
        expect(matchedText(layout)).toBeGreaterThanOrEqual(3);
        expect(movedText(layout)).toEqual([]);
      });
    }
  });
}

test('for a visitor who asks for reduced motion, About Us keeps its rate box the size the HTML drew', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordTakeoverLayout(page);
  await page.goto('/website/aboutUs');
  const layout = await takeoverLayout(page);
  expect(matchedText(layout)).toBeGreaterThanOrEqual(3);
  expect(movedText(layout)).toEqual([]);
});
