import type { Page } from 'playwright';
import type { FontLoad, FontRun } from './fontSummary';

/**
 * The fonts of a load on the slow phone, an empty cache: each font file the page loaded, its
 * bytes and when it was asked for and in, beside its first contentful paint (issue 66: a Tamil or
 * Kannada page loads its script's face, an English page none).
 */
export function readFonts(page: Page): Promise<FontRun> {
  return page.evaluate(() => {
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming =>
        /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name),
      )
      .map((entry): FontLoad => ({
        file: new URL(entry.name).pathname.split('/').pop() ?? entry.name,
        bytes: entry.encodedBodySize,
        requestMs: entry.startTime,
        inMs: entry.responseEnd,
      }));
    const paintMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (paintMs === undefined) throw new Error('the page reported no first contentful paint');
    return { fonts, paintMs };
  });
}
