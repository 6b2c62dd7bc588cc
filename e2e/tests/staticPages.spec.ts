import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { ownedByReact } from '../support/reactOwnership';
import { pages } from '../support/siteRoutes';
import { openFromMainNavigation } from '../support/mainNavigation';

// Every page says it is static: sent prerendered, it is its HTML. The content remote's pages but
// services load none of the remote's code; the others load only their islands' (today's rates on
// home and About Us, home's banner carousel, the calculator's and the partner enquiry's forms, the
// branch search, the callback form of home, services and branches, the calculator's answer to a
// form posted before its code came), which are hydrated from the first paint. Only the shell's
// layout around them is hydrated, at the visitor's first interaction.

const contentPages = pages.filter(
  (route) => route.remote === 'content' && route.href !== '/website/services',
);
// Each list in the order of the names (as the test sorts what it saw); `drawsNothing`, the islands
// that show nothing on a plain load of the page.
const islandPages: { href: string; remote: string; islands: string[]; drawsNothing?: string[] }[] =
  [
    {
      href: '/website/home',
      remote: 'home',
      islands: ['BannerIsland', 'CallbackIsland', 'TodaysRateIsland'],
    },
    { href: '/website/aboutUs', remote: 'home', islands: ['TodaysRateIsland'] },
    {
      href: '/website/branches',
      remote: 'branches',
      islands: ['BranchFinderIsland', 'CallbackIsland'],
    },
    { href: '/website/services', remote: 'content', islands: ['CallbackIsland'] },
    {
      href: '/website/Calculator',
      remote: 'calculator',
      islands: ['CalculatorFormIsland', 'QuoteAnswerIsland'],
      drawsNothing: ['QuoteAnswerIsland'],
    },
    { href: '/website/partner', remote: 'partner', islands: ['PartnerFormIsland'] },
  ];

/** The paths of the scripts the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Leaves the page untouched until its loads are over, then checks that its layout is still its
 * HTML and that none of the layout's code was requested; gives the layout's scripts from `scripts`.
 */
async function expectLayoutNotStarted(page: Page, scripts: string[]): Promise<() => string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(await ownedByReact(page, 'header nav a')).toBe(false);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  const layoutScripts = () => scripts.filter((path) => path.startsWith('/shell/layout.'));
  expect(layoutScripts()).toEqual([]);
  return layoutScripts;
}

test('a content page without islands loads none of its remote code: its HTML is the page, and the layout is live', async ({
  page,
}) => {
  expect(contentPages.length).toBe(6);
  for (const route of contentPages) {
    const scripts = recordScripts(page);
    await page.goto(route.href);
    await expectLivePage(page);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((path) => path.startsWith('/remotes/')),
      route.href,
    ).toEqual([]);
    expect(await ownedByReact(page, 'header nav a'), `${route.href}: layout`).toBe(true);
    expect(await ownedByReact(page, 'main h1'), `${route.href}: page`).toBe(false);
  }
});

test("no page is hydrated whole: every one is the content remote's HTML or has islands", () => {
  expect(
    pages.filter(
      (route) =>
        !contentPages.includes(route) && !islandPages.some((island) => island.href === route.href),
    ),
  ).toEqual([]);
});

for (const { href, remote, islands, drawsNothing = [] } of islandPages) {
  test(`${href} is its HTML but for its islands: they alone are hydrated, with their code only`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(href);
    await expectLivePage(page);
    if (remote === 'home') {
      const rates = page.getByRole('region', { name: "Today's gold rates" });
      await expect(rates.getByRole('definition').first()).toHaveText(/₹/);
    }
    await page.waitForLoadState('networkidle');
    const exposed = scripts
      .filter(
        (path) => path.startsWith(`/remotes/${remote}/`) && path.includes('__federation_expose_'),
      )
      .map((path) => /__federation_expose_(\w+)\./.exec(path)?.[1]);
    expect(exposed.sort()).toEqual(islands);
    for (const island of islands.filter((name) => !drawsNothing.includes(name)))
      expect(await ownedByReact(page, `[data-island="./${island}"] > *`), island).toBe(true);
    for (const island of drawsNothing)
      await expect(page.locator(`[data-island="./${island}"] > *`), island).toHaveCount(0);
    expect(await ownedByReact(page, 'main h1')).toBe(false);
    expect(await ownedByReact(page, 'header nav a')).toBe(true);
  });
}

test('from a static page the site navigates as before, and a content page reached by a link is its HTML', async ({
  page,
}) => {
  await page.goto('/website/FAQs');
  await expectLivePage(page);
  // Gone if the document is loaded again: the moves below stay in this page view.
  await page.evaluate(() => ((window as unknown as { pageView: string }).pageView = 'first'));
  const scripts = recordScripts(page);

  await openFromMainNavigation(page, 'Calculator', 'Gold Calculator');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy Policy', exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Privacy');
  expect(scripts.filter((path) => path.startsWith('/remotes/content/'))).toEqual([]);
  expect(await ownedByReact(page, 'main h1')).toBe(false);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/website\/FAQs$/);
  const question = page
    .getByRole('main')
    .locator('summary', { hasText: 'What documents do I need?' });
  await question.click();
  await expect(page.getByRole('main')).toContainText('Aadhaar, PAN, Voter ID or Passport');
  expect(await page.evaluate(() => (window as unknown as { pageView?: string }).pageView)).toBe(
    'first',
  );
});

test('a content page loads no script until the visitor interacts, and follows a link as a page load', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  // Not woken as the fixture's goto would: the page as a visitor who has not touched it yet.
  await page.goto('/website/privacyPolicies', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(scripts).toEqual([]);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await page.evaluate(() => ((window as unknown as { pageView: string }).pageView = 'first'));

  await openFromMainNavigation(page, 'Calculator', 'Gold Calculator');
  expect(await page.evaluate(() => (window as unknown as { pageView?: string }).pageView)).toBe(
    undefined,
  );
});

test("a tap on the layout's buttons before its scripts ran is answered once they have", async ({
  page,
}) => {
  await page.goto('/website/FAQs', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');
  const pause = page.getByRole('region', { name: 'Caution' }).getByRole('button');
  await expect(pause).toHaveText('Pause');
  // The tap is the first interaction: it starts the scripts, and is clicked again once they run.
  await pause.click();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(pause).toHaveText('Play');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
});

test('a scroll starts the layout: back to top comes as on any page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  // Not woken as the fixture's goto would: the page as a visitor who has not touched it yet.
  await page.goto('/website/termsandconditions', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await page.mouse.wheel(0, 1500);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("home, untouched, has its islands live and its layout its HTML, without the layout's code; its first tap starts the layout", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  // Not woken as the fixture's goto would: the page as a visitor who has not touched it yet.
  await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeHidden();
  const rates = page.getByRole('region', { name: "Today's gold rates" });
  await expect(rates.getByRole('definition').first()).toHaveText(/₹/);
  await expect.poll(() => ownedByReact(page, '[data-island="./BannerIsland"] > *')).toBe(true);
  const layoutScripts = await expectLayoutNotStarted(page, scripts);
  // The carousel answers, and its tap is the first interaction.
  const second = page.getByRole('button', { name: /^Slide 2: / });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await ownedByReact(page, 'header nav a')).toBe(true);
  expect(layoutScripts()).toHaveLength(1);
  // Kept through the layout's hydration: the carousel was taken over, not drawn again.
  await expect(second).toHaveAttribute('aria-current', 'true');
});

test("the calculator, untouched, has its form live and its layout its HTML, without the layout's code; typing starts the layout and keeps what was typed", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  // Not woken as the fixture's goto would: the page as a visitor who has not touched it yet.
  await page.goto('/website/Calculator', { waitUntil: 'domcontentloaded' });
  const form = page.locator('[data-island="./CalculatorFormIsland"]');
  await expect(form).toHaveAttribute('data-island-live', '');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  expect(await ownedByReact(page, 'main form')).toBe(true);
  expect(await ownedByReact(page, 'main h1')).toBe(false);
  const layoutScripts = await expectLayoutNotStarted(page, scripts);
  // Typing is the first interaction: the form answers it, and the layout hydrates around it.
  await name.pressSequentially('Lakshmi');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await ownedByReact(page, 'header nav a')).toBe(true);
  expect(layoutScripts()).toHaveLength(1);
  await expect(name).toHaveValue('Lakshmi');
  await name.pressSequentially(' R');
  await expect(name).toHaveValue('Lakshmi R');
  expect(await ownedByReact(page, 'main h1')).toBe(false);
});

test("a tap on an island before its code came is answered once it has: home's carousel", async ({
  page,
}) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__federation_expose_BannerIsland.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeHidden();
  await expect.poll(() => ownedByReact(page, '[data-island="./TodaysRateIsland"] > *')).toBe(true);
  const third = page.getByRole('button', { name: /^Slide 3: / });
  // The first interaction: the layout starts, and the page waits for its carousel.
  await third.click();
  await expect.poll(() => ownedByReact(page, 'header nav a')).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  expect(await ownedByReact(page, '[data-island="./BannerIsland"] > *')).toBe(false);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(third).toHaveAttribute('aria-current', 'true');
});

test("home, untouched, shows the spinner while its rates load and the popup when they fail, before the layout's scripts run", async ({
  page,
}) => {
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/goldRate/view', async (route) => {
    await answered;
    await route.fulfill({ status: 500, body: 'Internal Server Error' });
  });
  await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('spinner-overlay')).toBeVisible();
  expect(await ownedByReact(page, 'header nav a')).toBe(false);
  answer();
  const popup = page.getByTestId('popup');
  await expect(popup.getByRole('heading', { name: 'Something went wrong 500' })).toBeVisible();
  await expect(page.getByTestId('spinner-overlay')).toHaveCount(0);
  expect(await ownedByReact(page, 'header nav a')).toBe(false);
  // Its OK is the first interaction: the popup closes, the layout takes the page.
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(popup).toHaveCount(0);
});
