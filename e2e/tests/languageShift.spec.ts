import { expect, test } from '../support/test';
import { withLanguage } from '@gold/i18n';
import { devices } from '../support/devices';
import { recordShifts, shiftsSoFar } from '../support/layoutShifts';
import { blockMaps } from '../support/mapsService';
import { settled } from '../support/settledPage';
import { LANGUAGES_BESIDES_ENGLISH, pages } from '../support/siteRoutes';

// What the Tamil and Kannada faces cost a visitor: a file on their pages only, and no text that
// moves when it comes. A face races the first layout, so this runs alone, as the timing specs do.

/** The script each language's face is named after (Fontsource's file names). */
const SCRIPTS = { ta: 'tamil', kn: 'kannada' } as const;

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
          const shifts = await shiftsSoFar(page);
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
