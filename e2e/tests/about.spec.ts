import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { devices } from '../support/devices';

// About Us' box of today's rates floats beside the text: it stays on screen while the visitor
// reads the page, and covers none of the text. On a phone it sits above the text, which keeps
// the screen's whole width.

type Rect = { x: number; y: number; width: number; height: number };

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the page is scrolled to while its text is read: down to its last line, and at least 600 px. */
async function readingPositions(page: Page): Promise<number[]> {
  const lastLine = page.getByRole('region', { name: 'Our mission' }).getByRole('listitem').last();
  const end = await lastLine.evaluate((line) => {
    const seen = line.getBoundingClientRect().bottom + window.scrollY - window.innerHeight;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    return Math.min(Math.max(seen, 600), bottom);
  });
  const positions = [];
  for (let y = 0; y < end; y += 150) positions.push(y);
  return [...positions, Math.round(end)];
}

const [phone, desktop] = devices as [(typeof devices)[number], (typeof devices)[number]];

test.describe(`on a ${phone.name}`, () => {
  test.use(phone.use);

  test("About Us shows today's rates above the text, which takes the whole width", async ({
    page,
  }) => {
    await page.goto('/website/aboutUs');
    const rates = page.getByRole('region', { name: "Today's gold rates" });
    await expect(rates.getByRole('definition').first()).toHaveText(/₹/);
    const sections = page.getByRole('region', { name: /^Our (story|vision|mission)$/ });
    const text = sections.getByRole('paragraph').or(sections.getByRole('listitem'));
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const box = (await rates.boundingBox()) as Rect;
    const firstLine = (await text.first().boundingBox()) as Rect;
    expect(box.y + box.height).toBeLessThanOrEqual(firstLine.y);
    // The page's margins (16 px each side) are all the text leaves of the screen's width.
    const story = (await page.getByRole('region', { name: 'Our story' }).boundingBox()) as Rect;
    expect(story.width).toBeGreaterThanOrEqual(viewport.width - 2 * 16 - 1);
    for (const y of await readingPositions(page)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      const shown = (await rates.boundingBox()) as Rect;
      for (const line of await text.all()) {
        const lines = (await line.boundingBox()) as Rect;
        expect(overlaps(shown, lines), `scrolled ${y} px: ${await line.textContent()}`).toBe(false);
      }
    }
  });
});

for (const device of [desktop]) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test("About Us keeps today's rates on screen while the text is read, over none of it", async ({
      page,
    }) => {
      await page.goto('/website/aboutUs');
      const rates = page.getByRole('region', { name: "Today's gold rates" });
      await expect(rates.getByRole('definition').first()).toHaveText(/₹/);
      const sections = page.getByRole('region', { name: /^Our (story|vision|mission)$/ });
      const text = sections.getByRole('paragraph').or(sections.getByRole('listitem'));
      const positions = await readingPositions(page);
      expect(positions.at(-1)).toBeGreaterThan(300);

      for (const y of positions) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
        const box = (await rates.boundingBox()) as Rect;
        const header = (await page.getByRole('banner').boundingBox()) as Rect;
        const viewport = page.viewportSize() ?? { width: 0, height: 0 };
        expect(box.y, `scrolled ${y} px`).toBeGreaterThanOrEqual(header.y + header.height);
        expect(box.y + box.height, `scrolled ${y} px`).toBeLessThanOrEqual(viewport.height);
        for (const line of await text.all()) {
          const lines = (await line.boundingBox()) as Rect;
          expect(overlaps(box, lines), `scrolled ${y} px: ${await line.textContent()}`).toBe(false);
        }
      }
    });
  });
}
