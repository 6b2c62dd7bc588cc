// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineJsonScript } from '@gold/config';
import {
  FIRST_PAINT_WAIT_MS,
  LINKS_PER_TASK,
  SCRIPTS_AFTER_PAINT_ID,
  SCRIPTS_AFTER_PAINT_LOADER,
  type ScriptsAfterPaint,
} from './index';
import { PAGE_START_BEACON, REGISTRY_ELEMENT_ID } from '@gold/registry';

const scripts: ScriptsAfterPaint = {
  entry: { href: '/shell/main.0123456789.js', integrity: 'sha384-entry' },
  preloads: [{ href: '/remotes/home/1.0.0/remoteEntry.js', integrity: 'sha384-remote' }],
};

/** The paint observers the loader registered, to report a paint to. */
let observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];

/** Reports a paint entry named `name` (first-paint or first-contentful-paint). */
function paint(name: string) {
  for (const observer of observers)
    observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
}

/** What the loader added to the head: each element's tag, rel, address, integrity, CORS mode and priority. */
function added() {
  return [...document.head.querySelectorAll('link, script')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    rel: element.getAttribute('rel'),
    href: element.getAttribute('href') ?? element.getAttribute('src'),
    integrity: element.getAttribute('integrity'),
    crossOrigin: element.getAttribute('crossorigin'),
    priority: element.getAttribute('fetchpriority'),
  }));
}

/** Puts `list` in the page as the server does and runs the loader, as the browser would. */
function load(list: ScriptsAfterPaint) {
  document.head.innerHTML = '';
  document.body.innerHTML = inlineJsonScript(SCRIPTS_AFTER_PAINT_ID, list);
  new Function(SCRIPTS_AFTER_PAINT_LOADER.code)();
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the loader of a prerendered page', () => {
  it('starts nothing before the first contentful paint, then the entry and every listed file once', () => {
    load(scripts);
    expect(added()).toEqual([]);
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    // Low priority: the images the page shows go first.
    const preload = { tag: 'link', rel: 'preload', crossOrigin: 'anonymous', priority: 'low' };
    expect(added()).toEqual([
      { ...preload, href: scripts.entry.href, integrity: 'sha384-entry' },
      { ...preload, href: scripts.preloads[0]?.href, integrity: 'sha384-remote' },
      {
        tag: 'script',
        rel: null,
        href: scripts.entry.href,
        integrity: 'sha384-entry',
        crossOrigin: 'anonymous',
        priority: null,
      },
    ]);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    paint('first-contentful-paint');
    expect(added()).toHaveLength(3);
  });

  it(`adds ${LINKS_PER_TASK} links per task, so that a page's many files make no long task`, () => {
    const preloads = Array.from({ length: 2 * LINKS_PER_TASK }, (_, index) => ({
      href: `/remotes/home/1.0.0/${index}.js`,
      integrity: `sha384-${index}`,
    }));
    load({ ...scripts, preloads });
    paint('first-contentful-paint');
    expect(added()).toHaveLength(LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(2 * LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    // The entry and the files, each once, then the entry runs.
    expect(added().map((element) => element.href)).toEqual([
      scripts.entry.href,
      ...preloads.map((file) => file.href),
      scripts.entry.href,
    ]);
    expect(added().at(-1)?.tag).toBe('script');
  });

  it(`starts them after ${FIRST_PAINT_WAIT_MS} ms where no paint is reported (a tab in the background)`, () => {
    load(scripts);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added().map((element) => element.tag)).toEqual(['link', 'link', 'script']);
  });

  describe('where it starts them at the first interaction (a static page)', () => {
    const atInteraction: ScriptsAfterPaint = { ...scripts, start: 'interaction' };
    // The loaders of the tests before still listen on this window: each starts once, then stops.
    beforeEach(() => window.dispatchEvent(new Event('scroll')));

    it('starts nothing on paint, nor ever by itself', () => {
      load(atInteraction);
      paint('first-contentful-paint');
      vi.advanceTimersByTime(60_000);
      expect(added()).toEqual([]);
    });

    it('starts nothing at a tap on a link: the browser follows it as a page load', () => {
      load(atInteraction);
      document.body.insertAdjacentHTML('beforeend', '<a href="/website/home"><b>Home</b></a>');
      const link = document.querySelector('b');
      link?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      link?.dispatchEvent(new Event('touchstart', { bubbles: true }));
      link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(added()).toEqual([]);
    });

    for (const [what, interact] of [
      ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
      ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
      ['a tap', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ] as const) {
      it(`starts every file once at ${what}, then no more`, () => {
        load(atInteraction);
        interact();
        expect(added().map((element) => element.tag)).toEqual(['link', 'link', 'script']);
        interact();
        paint('first-contentful-paint');
        vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
        expect(added()).toHaveLength(3);
      });
    }
  });
});

describe("the loader's start report", () => {
  /** The page's inlined registry with the page view's token, as the server sends it. */
  const withRegistry = () =>
    document.body.insertAdjacentHTML(
      'beforeend',
      inlineJsonScript(REGISTRY_ELEMENT_ID, {
        remotes: {},
        view: 'token-of-this-view',
        started: 'calculator@1.1.0',
      }),
    );
  let beacons: { url: string; body: Blob }[] = [];
  beforeEach(() => {
    beacons = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: Blob) => beacons.push({ url, body }),
    });
  });

  it('reports once, after the first contentful paint, on a page whose scripts wait for a touch too', async () => {
    load({ ...scripts, start: 'interaction' });
    withRegistry();
    expect(beacons).toEqual([]);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    paint('first-contentful-paint');
    expect(beacons.map((beacon) => beacon.url)).toEqual([PAGE_START_BEACON]);
    expect(JSON.parse(await beacons[0]!.body.text())).toEqual({ view: 'token-of-this-view' });
    // Its scripts still wait for the touch.
    expect(added()).toEqual([]);
  });

  it('reports nothing on a page without a page view token (a dev server, a page the server did not count)', () => {
    load(scripts);
    paint('first-contentful-paint');
    expect(beacons).toEqual([]);
  });
});
