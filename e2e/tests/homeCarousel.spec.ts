import type { Locator, Page } from '@playwright/test';
import { COVER_IMAGES_ATTRIBUTE } from '@gold/build-output';
import { defaultPublicConfig } from '@gold/config';
import { test } from '../support/test';
import {
  banner,
  expect,
  firstMoment,
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
 * Fault injection: serves home with its cover waiting for the banner's art as files, as a version
 * of home whose art were too large to go inside the page would (the build writes small SVGs into
 * the page as data URLs), and holds those files on their way until the returned function is
 * called; the file of slide `failing` (1-4) fails at once instead. The page's scripts are blocked,
 * as the app's own copy of the art is inside its code: the cover is the server's lifter's alone.
 */
async function holdArtAsFiles(page: Page, failing?: number): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const art = new Map<string, string>();
  const cover = new RegExp(`${COVER_IMAGES_ATTRIBUTE}="([^"]*)"`);
  await page.route('**/*.js', (route) => route.abort());
  await page.route('**/website/home', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const urls = cover.exec(html)?.[1]?.split(' ') ?? [];
    expect(urls.map((url) => url.slice(0, url.indexOf(',')))).toEqual(
      Array(4).fill('data:image/svg+xml'),
    );
    const files = urls.map((url, at) => {
      const file = `/held-art/slide-${at + 1}.svg`;
      art.set(file, decodeURIComponent(url.slice(url.indexOf(',') + 1)));
      return file;
    });
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
    await route.fulfill({
      status: response.status(),
      headers,
      body: html.replace(cover, `${COVER_IMAGES_ATTRIBUTE}="${files.join(' ')}"`),
    });
  });
  await page.route('**/held-art/*.svg', async (route) => {
    const file = new URL(route.request().url()).pathname;
    if (file === `/held-art/slide-${failing}.svg`) return route.abort('failed');
    await held;
    return route.fulfill({ contentType: 'image/svg+xml', body: art.get(file) ?? '' });
  });
  return release;
}

// The carousel tests wait through several 3 s and 10 s cycles.
test.describe.configure({ timeout: 90_000 });

test.describe('landing loader', () => {
  test("the banner's art comes inside the page: the loader lifts with no request for an image", async ({
    page,
  }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().endsWith('/favicon.svg'))
        images.push(request.url());
    });
    await recordMoments(page);
    await page.goto('/website/home');
    await firstMoment(page, (m) => m.loader !== 'covering' && m.slide === '1 of 4');
    expect(images).toEqual([]);
    // Each slide draws its art, which the browser decodes as an SVG image.
    const art = await banner(page)
      .locator('[style*="border-image"]')
      .evaluateAll((boxes) =>
        boxes.map((box) => getComputedStyle(box).borderImageSource.slice(5, -2)),
      );
    expect(art).toHaveLength(4);
    for (const url of art) {
      expect(url).toMatch(/^data:image\/svg\+xml,/);
      const size = await page.evaluate(async (src) => {
        const image = Object.assign(new Image(), { src });
        await image.decode();
        return image.naturalWidth;
      }, url);
      expect(size).toBeGreaterThan(0);
    }
  });

  test('fault injection (the art as files, held; scripts blocked): the loader covers the page until every image has loaded, and the page under it then answers', async ({
    page,
  }) => {
    await recordMoments(page);
    const release = await holdArtAsFiles(page);
    // The held art would hold the load event: do not wait for it.
    await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
    const covered = await firstMoment(page, (m) => m.loader === 'covering');
    await page.waitForTimeout(1000);
    const released = await page.evaluate(() => performance.now());
    release();
    const uncovered = await firstMoment(page, (m) => m.loader !== 'covering' && m.at > covered.at);
    // Lifted once the art has arrived, or after the 5 s a stalled image is given, never earlier.
    expect(uncovered.at).toBeGreaterThanOrEqual(Math.min(released, covered.at + 4990));
    // No script of ours ran: the page is still the HTML the server sent.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/website\/FAQs$/);
  });

  test('fault injection (the art as files, one failing; scripts blocked): the loader goes at once, without waiting for the others', async ({
    page,
  }) => {
    await recordMoments(page);
    const release = await holdArtAsFiles(page, 3);
    await page.goto('/website/home', { waitUntil: 'domcontentloaded' });
    const lifted = await firstMoment(page, (m) => m.loader === 'lifted');
    // Well before the 5 s a stalled image is given.
    expect(lifted.at).toBeLessThan(4000);
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
