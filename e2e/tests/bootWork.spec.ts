import type { Page } from '@playwright/test';
import { expectLivePage } from '../support/livePage';
import { pages } from '../support/siteRoutes';
import { expect, test } from '../support/test';

/**
 * The first Intl object or localeCompare call of a page loads the browser's locale data: 70-260
 * ms of main thread at four times slower CPU (docs/performance.md). No page needs it to start.
 * The branches page sorts its list with a collator, made when the list arrives (if it has yet).
 */
const localeWorkAllowed: Record<string, string[]> = { '/website/branches': ['Intl.Collator'] };

test.describe('no page loads the browser’s locale data as it starts', () => {
  for (const route of pages) {
    test(`on ${route.href}`, async ({ page }) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { localeWork: calls });
        const compare = String.prototype.localeCompare;
        // Instruments the page's own String, in its browser, to count the calls.
        // oxlint-disable-next-line no-extend-native
        String.prototype.localeCompare = function (
          this: string,
          that: string,
          locales?: Intl.LocalesArgument,
          options?: Intl.CollatorOptions,
        ) {
          calls.push('localeCompare');
          return compare.call(this, that, locales, options);
        };
        for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules'] as const) {
          const Original = Intl[name];
          const counted = function (...args: unknown[]) {
            calls.push(`Intl.${name}`);
            return Reflect.construct(Original, args);
          };
          Object.assign(counted, { supportedLocalesOf: Original.supportedLocalesOf });
          Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
        }
      });
      await page.goto(route.href, { waitUntil: 'networkidle' });
      const calls = await page.evaluate(
        () => (window as unknown as { localeWork: string[] }).localeWork,
      );
      const allowed = localeWorkAllowed[route.href] ?? [];
      expect(calls.filter((call) => !allowed.includes(call))).toEqual([]);
    });
  }
});

/** How many rules of the page's style sheets declare the brand colour's token variable. */
async function brandTokenDeclarations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule.cssText.includes('--chakra-colors-brand-500:')).length,
  );
}

const brandToken = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500'),
  );

test('the global styles the HTML brought are used, not computed and inserted a second time', async ({
  page,
}) => {
  await page.goto('/website/FAQs');
  await expectLivePage(page);
  expect(await brandTokenDeclarations(page)).toBe(1);
  expect(await brandToken(page)).not.toBe('');
  // Another page of the live site, drawn by the scripts: the styles hold.
  await page.locator('header nav').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/website\/aboutUs$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await brandTokenDeclarations(page)).toBe(1);
  expect(await brandToken(page)).not.toBe('');
});
