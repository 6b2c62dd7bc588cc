import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { devices } from '../support/devices';

// About Us' box of today's rates floats: it stays on screen while the visitor reads the page,
// and covers none of the text.

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

for (const device of devices) {
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
