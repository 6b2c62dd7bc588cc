import type { Page, Route } from '@playwright/test';

/** The five ways a remote's entry script fails in the fault suite. */
export const faults = [
  'entry 404',
  'entry 500',
  'entry never answers',
  'entry not JavaScript',
  'integrity mismatch',
] as const;
export type Fault = (typeof faults)[number];

/** What {@link injectFault} leaves: how often the fault was hit, and how to lift it again. */
export interface InjectedFault {
  hits: () => number;
  lift: () => Promise<void>;
}

/** Makes the remote's entry script fail with `fault`; returns what lifts the fault again. */
export async function injectFault(
  page: Page,
  pattern: string,
  fault: Fault,
): Promise<InjectedFault> {
  const held: Route[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let hits = 0;
  const answer = async (route: Route) => {
    switch (fault) {
      case 'entry 404':
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      case 'entry 500':
        return route.fulfill({
          status: 500,
          contentType: 'text/plain',
          body: 'Internal Server Error',
        });
      case 'entry never answers':
        held.push(route);
        return undefined;
      case 'entry not JavaScript':
        return route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: 'this is not javascript(',
        });
      case 'integrity mismatch': {
        const real = await route.fetch();
        return route.fulfill({
          response: real,
          body: `${await real.text()}\n// one line more than was published\n`,
        });
      }
    }
  };
  await page.route(pattern, (route) => {
    hits += 1;
    const answered = answer(route).catch((error: unknown) => {
      // Lifted while this answer awaited the real file (integrity mismatch): unroute let the
      // request through, and the page got the real entry.
      if (!String(error).includes('already handled')) throw error;
    });
    inFlight.add(answered);
    void answered.finally(() => inFlight.delete(answered)).catch(() => undefined);
    return answered;
  });
  return {
    hits: () => hits,
    async lift() {
      await page.unroute(pattern);
      // A request still being answered (the page may ask twice: its preload and its script)
      // would outlive the case, and fail once its page is closed.
      await Promise.allSettled(inFlight);
      // A script still waiting would make the next load of the same URL wait with it.
      for (const route of held.splice(0))
        await route.abort('connectionreset').catch(() => undefined);
    },
  };
}
