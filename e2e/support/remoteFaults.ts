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
  let hits = 0;
  await page.route(pattern, async (route) => {
    hits += 1;
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
  });
  return {
    hits: () => hits,
    async lift() {
      await page.unroute(pattern);
      // A script still waiting would make the next load of the same URL wait with it.
      for (const route of held.splice(0))
        await route.abort('connectionreset').catch(() => undefined);
    },
  };
}
