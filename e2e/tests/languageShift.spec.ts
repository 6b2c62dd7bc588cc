import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withLanguage, type Language } from '@gold/i18n';
import { devices } from '../support/devices';
import { blockMaps } from '../support/mapsService';
import { settled } from '../support/settledPage';
import { pages } from '../support/siteRoutes';

// What the Tamil and Kannada faces cost a visitor: a file on their pages only, and no text that
// moves when it comes. A face races the first layout, so this runs alone, as the timing specs do.

const LANGUAGES_BESIDES_ENGLISH = ['ta', 'kn'] as const satisfies readonly Language[];
/** The script each language's face is named after (Fontsource's file names). */
const SCRIPTS = { ta: 'tamil', kn: 'kannada' } as const;

/** Starts recording, before each page loads, the layout shifts no input caused, and what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(({ node }) =>
              node instanceof Element
                ? `${node.tagName} "${node.textContent?.slice(0, 40)}"`
                : (node?.nodeName ?? '(removed)'),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    for (const language of LANGUAGES_BESIDES_ENGLISH) {
      test(`every page in ${language} moves no more than CLS 0.01 while its fonts and islands come`, async ({
        page,
      }) => {
        test.slow();
        await blockMaps(page);
        await recordShifts(page);
        const moved: string[] = [];
        for (const route of pages) {
          await page.goto(withLanguage(route.href, language));
          await settled(page);
          await page.evaluate(() => document.fonts.ready);
          const shifts = await page.evaluate(async () => {
            await new Promise((drawn) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(drawn, 100))),
            );
            return (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts;
          });
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          if (total > 0.01)
            moved.push(`${route.href}: ${total.toFixed(3)} ${JSON.stringify(shifts)}`);
        }
        expect(moved).toEqual([]);
      });
    }
  });
}

test("an English page asks for no font file; a Tamil or Kannada one for its script's alone, once", async ({
  page,
}) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'font') return;
    void request
      .sizes()
      .then(({ responseBodySize }) =>
        fonts.push({ url: new URL(request.url()).pathname, bytes: responseBodySize }),
      );
  });
  for (const route of pages) await page.goto(route.href);
  expect(fonts).toEqual([]);
  for (const language of LANGUAGES_BESIDES_ENGLISH) {
    fonts.length = 0;
    for (const route of pages) await page.goto(withLanguage(route.href, language));
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    const files = [...new Set(fonts.map((font) => font.url))];
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^/shell/.*noto-sans-${SCRIPTS[language]}-.*[.]woff2$`));
    console.info(
      `${language}: ${files[0]}, ${fonts[0]?.bytes} bytes, asked for on each of ${fonts.length} pages, the cache answering after the first`,
    );
  }
});
