import type { CDPSession, Page } from '@playwright/test';

/** A page under a slowed phone's settings, and the DevTools session that holds them. */
export interface SlowPhone {
  session: CDPSession;
  /** Settles at the next first contentful paint of the page, as the browser reports it. */
  nextFirstPaint(): Promise<void>;
}

/** A network as the DevTools protocol emulates it: round trip in ms, throughputs in bytes/s. */
export interface SlowNetwork {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up. */
export const LIGHTHOUSE_MOBILE_NETWORK: SlowNetwork = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Issue 63's cheap phone on a slow network: 400 ms round trip, 400 kbit/s both ways. */
export const SLOW_400K_NETWORK: SlowNetwork = {
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

/**
 * A phone's settings, applied to `page` through the DevTools protocol: the CPU four times slower
 * and `network` (Lighthouse's mobile one unless given). They hold for every later load in the
 * same page. The first paint is heard from the browser, not asked of the page, whose main thread
 * is busy then.
 */
export async function slowPhone(
  page: Page,
  network: SlowNetwork = LIGHTHOUSE_MOBILE_NETWORK,
): Promise<SlowPhone> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await session.send('Page.enable');
  await session.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return {
    session,
    nextFirstPaint: () =>
      new Promise((painted) => {
        const listener = ({ name }: { name: string }) => {
          if (name !== 'firstContentfulPaint') return;
          session.off('Page.lifecycleEvent', listener);
          painted();
        };
        session.on('Page.lifecycleEvent', listener);
      }),
  };
}

/** One input the visitor gave. */
export interface TimedInput {
  type: string;
  /** ms from the first contentful paint of the page it came on to the moment it was given. */
  afterFirstPaint: number;
  /** Whether the page was live (hydrated) when it was handled. */
  live: boolean;
}

/**
 * Records, in the tab's session storage (kept across the visitor's navigations), when each tap
 * and key press was given (the event's own time, not when a busy page got to it) and when each
 * page painted first, both on the clock of the epoch: a busy page may handle an input before it
 * hears of its own first paint.
 */
export async function recordInputTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const origin = performance.timeOrigin;
    const add = (key: string, item: unknown) => {
      const items = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      items.push(item);
      sessionStorage.setItem(key, JSON.stringify(items));
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint')
          add('firstPaints', { origin, at: origin + entry.startTime });
    }).observe({ type: 'paint', buffered: true });
    const record = (event: Event) =>
      add('inputs', {
        origin,
        type: event.type,
        at: origin + event.timeStamp,
        live: !document.querySelector('#root[data-prerendered]'),
      });
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, record, { capture: true, passive: true });
  });
}

/** The inputs recorded so far in this tab, each against the first paint of its page. */
export async function inputTimes(page: Page): Promise<TimedInput[]> {
  return page.evaluate(() => {
    type Input = { origin: number; type: string; at: number; live: boolean };
    const read = <T>(key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as T[];
    const paints = new Map(
      read<{ origin: number; at: number }>('firstPaints').map((paint) => [paint.origin, paint.at]),
    );
    return read<Input>('inputs').map(({ origin, type, at, live }) => ({
      type,
      afterFirstPaint: at - (paints.get(origin) ?? Number.NaN),
      live,
    }));
  });
}
