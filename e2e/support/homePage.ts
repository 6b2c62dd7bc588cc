// The landing page as its two e2e files see it: its parts, and a record of what it showed when.
import type { Page } from '@playwright/test';
import { defaultPublicConfig } from '@gold/config';
import { expect as baseExpect } from './test';

// The pages wait for three remotes' worth of files; on a busy machine that alone can take 10 s.
export const expect = baseExpect.configure({ timeout: 20_000 });

export const slideHeadings = [
  `Welcome to ${defaultPublicConfig.brandName}`,
  'Free your gold, get more value',
  'Repledge for better returns',
  'Doorstep gold services',
];

export const loader = (page: Page) => page.getByRole('status', { name: 'Loading the page' });
export const banner = (page: Page) => page.getByRole('region', { name: 'Highlights' });
export const rateBadge = (page: Page) => page.getByRole('region', { name: "Today's gold rates" });
export const popup = (page: Page) => page.getByTestId('popup');

/** The heading of banner slide `n` (1-based); only the slide on show is visible. */
export const slide = (page: Page, n: number) =>
  banner(page).getByRole('heading', { name: slideHeadings[n - 1], includeHidden: true });

/** What the page showed, and from when (ms since navigation): recorded in the page, so a slow test runner cannot miss a moment. */
export interface Moment {
  at: number;
  /**
   * The landing loader: covering the page, lifted (hidden by the server's script before the app
   * ran) or gone (removed by the app).
   */
  loader: 'covering' | 'lifted' | 'gone';
  slide: string | null;
  popup: string | null;
  popupButtons: number;
}

/** Starts recording, before the page loads, every change of loader, slide on show and popup. */
export async function recordMoments(page: Page) {
  await page.addInitScript(() => {
    const moments: Moment[] = [];
    Object.assign(window, { moments });
    const now = () => {
      const dialog = document.querySelector('[data-testid="popup"]');
      return {
        loader: ((element): Moment['loader'] => {
          if (!element) return 'gone';
          return element.hasAttribute('hidden') ? 'lifted' : 'covering';
        })(document.querySelector('[role="status"][aria-label="Loading the page"]')),
        slide:
          document
            .querySelector('[aria-roledescription="slide"][aria-hidden="false"]')
            ?.getAttribute('aria-label') ?? null,
        popup: dialog?.querySelector('h2')?.textContent ?? null,
        popupButtons: dialog?.querySelectorAll('button').length ?? 0,
      };
    };
    new MutationObserver(() => {
      const moment = { at: Math.round(performance.now()), ...now() };
      const last = moments.at(-1);
      if (
        !last ||
        last.loader !== moment.loader ||
        last.slide !== moment.slide ||
        last.popup !== moment.popup
      )
        moments.push(moment);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The moments recorded so far. */
export const moments = (page: Page) =>
  page.evaluate(() => (window as unknown as { moments: Moment[] }).moments);

/** When (ms) the page first showed what `matches` describes. */
export async function firstMoment(
  page: Page,
  matches: (moment: Moment) => boolean,
): Promise<Moment> {
  let found: Moment | undefined;
  await expect.poll(async () => (found = (await moments(page)).find(matches))).toBeDefined();
  return found as Moment;
}

/** Opens the landing page and waits until the loader has gone. */
export async function openHome(page: Page) {
  await page.goto('/website/home');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
  await expect(loader(page)).toHaveCount(0);
}
