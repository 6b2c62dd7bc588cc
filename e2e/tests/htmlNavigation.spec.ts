import type { Page } from '@playwright/test';
import { messages } from '@gold/contracts';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { ownedByReact } from '../support/reactOwnership';
import { duplicateRules, hydrationErrors } from '../support/hydrationWatch';
import { errorPanel, openRoute, PAGE_FRAGMENTS, pageHeading } from '../support/faultCases';
import { closePopup } from '../support/siteForms';
import { pages } from '../support/siteRoutes';

// Moving to a page inside the site: its HTML, as its version's build drew it, is fetched with its
// code and shown as soon as it comes; the code hydrates it in place (a static page's islands
// alone; the rest of it never). Where the HTML cannot come, the code draws the page as before.

/** The paths the page requests from now on, and whether each was a script. */
function recordRequests(page: Page) {
  const requests: { path: string; script: boolean }[] = [];
  page.on('request', (request) =>
    requests.push({
      path: new URL(request.url()).pathname,
      script: request.resourceType() === 'script',
    }),
  );
  return requests;
}

/** The classes of the elements in `main` that no rule of the document's style sheets styles. */
const unstyledClasses = (page: Page) =>
  page.evaluate(() => {
    const styled = new Set<string>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        for (const name of rule.cssText.matchAll(/\.(css-[\w-]+)/g)) styled.add(name[1] ?? '');
    const used = new Set(
      [...document.querySelectorAll('main [class]')].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith('css-')),
      ),
    );
    return [...used].filter((name) => !styled.has(name));
  });

test('every page reached by a link shows its HTML styled and hydrates it in place', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = hydrationErrors(page);
  await page.goto('/website/privacyPolicies');
  await expectLivePage(page);
  for (const route of pages.filter((candidate) => candidate.path !== 'privacyPolicies')) {
    const requests = recordRequests(page);
    await openRoute(page, route);
    const heading = await page.locator('main h1').elementHandle();
    expect(await unstyledClasses(page), `${route.href}: classes without rules`).toEqual([]);
    expect(
      requests.some((request) => PAGE_FRAGMENTS.test(request.path)),
      `${route.href}: its HTML is fetched`,
    ).toBe(true);
    // Services holds the callback form, the content remote's one island.
    if (route.remote === 'content' && route.path !== 'services') {
      // A static page without islands is its HTML: none of its remote's code is loaded.
      await page.waitForLoadState('networkidle');
      expect(
        requests.filter((request) => request.script && request.path.startsWith('/remotes/')),
        route.href,
      ).toEqual([]);
      expect(await ownedByReact(page, 'main h1'), route.href).toBe(false);
    } else {
      // Static but for its islands: they come live, the rest stays the HTML shown.
      await expect(page.locator('main [data-island-live]').first()).toBeAttached();
      expect(await ownedByReact(page, 'main h1'), route.href).toBe(false);
    }
    expect(errors.splice(0), `${route.href}: hydration errors`).toEqual([]);
    // Hydrated where it is: the heading shown first is the heading of the live page.
    expect(await heading?.evaluate((node) => node.isConnected), route.href).toBe(true);
  }
  // Nothing came twice: each page's rules went in once, beside those already in the document.
  const duplicates = await duplicateRules(page);
  expect(duplicates).toEqual([]);
});

test("a page's HTML shows before its code, and a tap given to it then is answered once it is live", async ({
  page,
}) => {
  await page.goto('/website/FAQs');
  await expectLivePage(page);
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/remotes/calculator/*/remoteEntry.js', async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calculator' })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
    'Gold Calculator',
  );
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
  expect(await ownedByReact(page, 'main h1')).toBe(false);
  await page.getByRole('button', { name: 'Calculate' }).click();
  releaseEntry();
  // The tap is clicked again on the live form: the captcha is checked first.
  await closePopup(page, messages.invalidCaptcha);
  expect(await ownedByReact(page, 'main form')).toBe(true);
  expect(await ownedByReact(page, 'main h1')).toBe(false);
});

test('fault injection: where a page cannot come as HTML, its code draws it as before', async ({
  page,
}) => {
  await page.route(PAGE_FRAGMENTS, (route) => route.abort('failed'));
  await page.goto('/website/home');
  await expectLivePage(page);
  const requests = recordRequests(page);
  for (const path of ['FAQs', 'Calculator']) {
    const route = pages.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route ${path}`);
    await openRoute(page, route);
    await expect.poll(() => ownedByReact(page, 'main h1'), route.href).toBe(true);
  }
  // The content page, static when it comes as HTML, was drawn by its remote's code.
  expect(
    requests.some((request) => request.script && request.path.startsWith('/remotes/content/')),
  ).toBe(true);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await closePopup(page, messages.invalidCaptcha);
});

for (const { path, remote, text } of [
  { path: 'services', remote: 'content', text: 'Why Choose' },
  { path: 'home', remote: 'home', text: 'Why sell your gold with us' },
]) {
  test(`fault injection: a static page moved to reads whole while its remote's code cannot load (${path})`, async ({
    page,
  }) => {
    await page.route(`**/remotes/${remote}/**/remoteEntry.js*`, (route) => route.abort('failed'));
    await page.goto('/website/Calculator');
    await expectLivePage(page);
    const target = pages.find((route) => route.path === path);
    if (!target) throw new Error(`no route ${path}`);
    await openRoute(page, target);
    await expect(pageHeading(page)).toBeVisible();
    await expect(pageHeading(page)).not.toContainText('unavailable');
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expect(errorPanel(page)).toHaveCount(0);
    // Home's landing loader lifts by its images, as on a first load, though its code never came.
    await expect(page.getByRole('status', { name: 'Loading the page' })).toBeHidden();
  });
}
