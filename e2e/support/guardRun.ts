import type { Browser, BrowserContext, Page } from '@playwright/test';
import { bucketOf, testAddress, visitorCookie, VISITOR_COOKIE } from './visitorCookie';

// Real visitors of a canary, as the guard meets them on a live site: new visitors, one page view
// each, in Chromium, beside crawlers that fetch pages and run nothing.

/** A load of plain HTML fetches (a crawler, link previews, monitors): none runs a script. */
export interface Crawler {
  /** Stops it; the fetches it made. */
  stop: () => Promise<number>;
}

/**
 * Fetches `paths` of `origin` in turn, `perSecond` a second, each as a new visitor from a
 * network of its own (so across every bucket), until stopped.
 */
export function startCrawler(origin: string, paths: readonly string[], perSecond: number): Crawler {
  let fetched = 0;
  const stopped = new AbortController();
  const loop = (async () => {
    const started = Date.now();
    while (!stopped.signal.aborted) {
      const path = paths[fetched % paths.length]!;
      await fetch(`${origin}${path}`, {
        headers: {
          accept: 'text/html',
          'x-forwarded-for': testAddress(40_000 + (fetched % 20_000)),
        },
      }).then((response) => response.text());
      fetched += 1;
      const due = started + (fetched * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
  })();
  return {
    stop: async () => {
      stopped.abort();
      await loop;
      return fetched;
    },
  };
}

/** One visitor's one page view, as it ended. */
export interface VisitorView {
  /** Whether the server put the visitor in the canary. */
  canary: boolean;
  /** When the page view began (epoch ms). */
  at: number;
  /** What the visitor ended with (the subject's words: "a working form", the panel's text). */
  seen: string;
}

/** What is run: a path, and what its visitor ends with once the page is live. */
export interface VisitorSubject {
  path: string;
  seen: (page: Page) => Promise<string>;
  /** What the visitor does once it has seen the page (a tap), and what it then sees. */
  act?: (page: Page) => Promise<void>;
  /** Readies the visitor's browser before its page view (a fault injected into its network). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/** One page view of `subject` by a new visitor of `origin` (from a network of its own). */
export async function newVisitorView(
  browser: Browser,
  origin: string,
  subject: VisitorSubject,
  percent: number,
  live: (page: Page) => Promise<void>,
): Promise<VisitorView> {
  const cookie = await visitorCookie(origin, () => true);
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: VISITOR_COOKIE, value: cookie, url: origin }]);
    await subject.prepare?.(context);
    const page = await context.newPage();
    const at = Date.now();
    await page.goto(`${origin}${subject.path}`);
    await live(page);
    let seen = await subject.seen(page);
    if (subject.act) {
      await subject.act(page);
      seen = await subject.seen(page);
    }
    // The page's reports (its start after the first paint, a failure) go as beacons: give them
    // their moment before the page is closed, as a visitor reading it would.
    await page.waitForTimeout(300);
    return { canary: bucketOf(cookie) < percent, at, seen };
  } finally {
    await context.close();
  }
}

/**
 * New visitors, `parallel` at a time, each viewing `subject` once, until `done` says so or
 * `most` have come; their views in the order they began.
 */
export async function visitorsUntil(
  view: () => Promise<VisitorView>,
  done: () => Promise<boolean>,
  { most, parallel }: { most: number; parallel: number },
): Promise<VisitorView[]> {
  const views: VisitorView[] = [];
  let stop = false;
  const lane = async () => {
    while (!stop && views.length < most) {
      const seen = await view();
      views.push(seen);
      if (await done()) stop = true;
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return views.sort((a, b) => a.at - b.at);
}
