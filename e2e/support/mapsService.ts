import type { Page } from '@playwright/test';

/** The branch maps' hosts, embed and app links alike. The tests never leave the machine. */
const MAPS = /^https:\/\/(maps\.google\.com|www\.google\.com\/maps)\//;

/** A stand-in for the maps service: every map request is answered with a small page of its own. */
export async function answerMaps(page: Page): Promise<void> {
  await page.route(MAPS, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>map</title><p>A map stands here.</p>',
    }),
  );
}

/** A maps service that cannot be reached: every map request fails as a blocked one does. */
export async function blockMaps(page: Page): Promise<void> {
  await page.route(MAPS, (route) => route.abort('blockedbyclient'));
}
