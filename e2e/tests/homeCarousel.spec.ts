import type { Locator, Page } from '@playwright/test';
import { defaultPublicConfig } from '@gold/config';
import { test } from '../support/test';
import {
  banner,
  expect,
  firstMoment,
  loader,
  moments,
  openHome,
  rateBadge,
  recordMoments,
  slide,
  slideHeadings,
} from '../support/homePage';

/** The number (1-4) of the slide on show; screen readers see only that one. */
async function shownSlide(page: Page): Promise<number> {
  const name = await banner(page).getByRole('group').getAttribute('aria-label');
  return Number(name?.split(' ')[0]);
}

/** Slide `n` steps from slide `from`, looping round the four. */
const stepFrom = (from: number, n: number) => ((from - 1 + n + 4 * 4) % 4) + 1;

/** Drags across `target` by `fraction` of its width (negative: to the left), as a mouse or finger does. */
async function drag(page: Page, target: Locator, fraction: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the banner has no box');
  const y = box.y + box.height * 0.3;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * fraction, y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Holds the banner's art on its way until the returned function is called; the one whose address
 * holds `failing` fails at once instead.
 */
async function holdArt(page: Page, failing?: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/home/**/slide-*.svg', async (route) => {
    if (failing && route.request().url().includes(failing)) return route.abort('failed');
    await held;
    return route.continue();
  });
  return release;
}

// The carousel tests wait through several 3 s and 10 s cycles.
test.describe.configure({ timeout: 90_000 });

test.describe('landing loader', () => {
  test('fault injection (delays the slide art): the loader covers the page until every image has loaded', async ({
    page,
  }) => {
    await recordMoments(page);
    const release = await holdArt(page);
    // The prerendered slides draw the held art too, so the load event waits for it: do not.
    await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
    const covered = await firstMoment(page, (m) => m.loader === 'covering' && m.slide === '1 of 4');
    await page.waitForTimeout(1000);
    const released = await page.evaluate(() => performance.now());
    release();
    const uncovered = await firstMoment(page, (m) => m.loader !== 'covering' && m.at > covered.at);
    // Gone once the art has arrived, or after the 5 s a stalled image is given, never earlier.
    expect(uncovered.at).toBeGreaterThanOrEqual(Math.min(released, covered.at + 4990));
    await expect(slide(page, 1)).toBeVisible();
  });

  test('fault injection (holds the slide art, blocks the scripts): before any script runs, the loader lifts once the art has come, and the page under it answers', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    const release = await holdArt(page);
    await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(1000);
    await expect(loader(page)).toBeVisible();
    release();
    await expect(loader(page)).toBeHidden();
    // No script of ours ran: the page is still the HTML the server sent.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/website\/FAQs$/);
  });

  test('fault injection (one slide image fails): the loader goes at once, without waiting for the others', async ({
    page,
  }) => {
    const release = await holdArt(page, 'slide-repledge');
    await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
    await expect(loader(page)).toHaveCount(0);
    await expect(slide(page, 1)).toBeVisible();
    release();
  });
});

test.describe('banner carousel', () => {
  test('shows the four slides of the spec, each with a call or WhatsApp link to the configured phone', async ({
    page,
  }) => {
    await openHome(page);
    const digits = defaultPublicConfig.phone.replace(/\D/g, '');
    await expect(banner(page).getByRole('button', { name: /^Slide \d: / })).toHaveCount(4);
    for (const [at, heading] of slideHeadings.entries()) {
      await banner(page)
        .getByRole('button', { name: `Slide ${at + 1}: ${heading}` })
        .click();
      await expect(slide(page, at + 1)).toBeVisible();
      const shown = banner(page).getByRole('group', { name: `${at + 1} of 4` });
      await expect(shown.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^(tel:\\+${digits}|https://wa\\.me/${digits}\\?text=.+)$`),
      );
    }
  });

  test('autoplays a new slide every 3 s once the loader has gone, looping round', async ({
    page,
  }) => {
    await recordMoments(page);
    await openHome(page);
    // The app starts the slide show when it removes the loader.
    const covered = await firstMoment(page, (m) => m.loader === 'covering');
    const shown = await firstMoment(
      page,
      (m) => m.loader === 'gone' && m.slide === '1 of 4' && m.at > covered.at,
    );
    const second = await firstMoment(page, (m) => m.slide === '2 of 4');
    const third = await firstMoment(page, (m) => m.slide === '3 of 4');
    await firstMoment(page, (m) => m.slide === '4 of 4');
    const again = await firstMoment(page, (m) => m.slide === '1 of 4' && m.at > third.at);
    for (const [from, to] of [
      [shown, second],
      [second, third],
    ] as const) {
      expect(to.at - from.at).toBeGreaterThanOrEqual(2990);
      // Timers run late on a starved machine; 6 s would be the next interval, not this one.
      expect(to.at - from.at).toBeLessThan(5900);
    }
    expect(again.at - third.at).toBeGreaterThanOrEqual(2 * 2990);
  });

  test('stops autoplay while the pointer is over it, and with its stop button', async ({
    page,
  }) => {
    await recordMoments(page);
    await openHome(page);
    const since = async () => page.evaluate(() => performance.now());
    const slideChangesAfter = async (at: number) =>
      (await moments(page)).filter((m) => m.at > at && m.slide !== null).length;

    await banner(page).hover();
    const hovered = await since();
    await page.waitForTimeout(4000);
    expect(await slideChangesAfter(hovered)).toBe(0);

    await banner(page).getByRole('button', { name: 'Stop the slide show' }).click();
    await page.mouse.move(0, 0);
    const stopped = await since();
    await page.waitForTimeout(4000);
    expect(await slideChangesAfter(stopped)).toBe(0);

    await banner(page).getByRole('button', { name: 'Start the slide show' }).click();
    await page.mouse.move(0, 0);
    const started = await since();
    await expect.poll(() => slideChangesAfter(started), { timeout: 8000 }).toBeGreaterThan(0);
  });

  test('moves with the arrow keys, gliding over 500 ms and looping at both ends', async ({
    page,
  }) => {
    await openHome(page);
    await banner(page).hover();
    await banner(page).focus();
    const from = await shownSlide(page);
    // The slides glide while the key is down: note the running animations when it comes up.
    await page.evaluate(() => {
      const glides = () =>
        document
          .getAnimations()
          .filter(
            (running) =>
              running.effect instanceof KeyframeEffect &&
              running.effect.target?.matches('[aria-roledescription="slide"]'),
          )
          .map((running) => running.effect?.getTiming().duration);
      document.addEventListener('keyup', () => Object.assign(window, { glides: glides() }), {
        once: true,
      });
    });
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (window as unknown as { glides: number[] }).glides)).toEqual([
      500, 500,
    ]);
    await expect(slide(page, stepFrom(from, 1))).toBeVisible();
    await expect(
      banner(page).getByRole('button', { name: `Slide ${stepFrom(from, 1)}: ` }),
    ).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page, from)).toBeVisible();
    for (const step of [-1, -2, -3, -4]) {
      await page.keyboard.press('ArrowLeft');
      await expect(slide(page, stepFrom(from, step))).toBeVisible();
    }
  });

  test('changes slide on a swipe of more than a third of its width, not on a shorter one', async ({
    page,
  }) => {
    await openHome(page);
    await banner(page).hover();
    const from = await shownSlide(page);
    await drag(page, banner(page), -0.25);
    await page.waitForTimeout(700);
    await expect(slide(page, from)).toBeVisible();
    await drag(page, banner(page), -0.45);
    await expect(slide(page, stepFrom(from, 1))).toBeVisible();
    await drag(page, banner(page), 0.45);
    await expect(slide(page, from)).toBeVisible();
    await drag(page, banner(page), 0.45);
    await expect(slide(page, stepFrom(from, -1))).toBeVisible();
    await expect(page).toHaveURL(/\/website\/home$/);
  });

  test('does not autoplay for visitors who ask for reduced motion, and shows all three rates at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(banner(page).getByRole('button', { name: /slide show/ })).toHaveCount(0);
    await page.waitForTimeout(4000);
    await expect(slide(page, 1)).toBeVisible();
    for (const carat of ['18K', '22K', '24K']) {
      await expect(rateBadge(page).getByRole('term').filter({ hasText: carat })).toBeVisible();
    }
  });
});
