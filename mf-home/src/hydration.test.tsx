import { describe, expect, it } from 'vitest';
import { hydrateIslands, hydrationSuite, sampleServerData } from '@gold/prerender/testing';
import * as AboutPage from './exposes/AboutPage';
import * as BannerIsland from './exposes/BannerIsland';
import * as CallbackIsland from './exposes/CallbackIsland';
import * as HomePage from './exposes/HomePage';
import * as TodaysRateIsland from './exposes/TodaysRateIsland';
import { REMOTE_LANGUAGES } from './languages';

const islands = {
  './BannerIsland': BannerIsland,
  './TodaysRateIsland': TodaysRateIsland,
  './CallbackIsland': CallbackIsland,
};
hydrationSuite({ AboutPage, HomePage }, islands, REMOTE_LANGUAGES);

describe("today's rates in the first paint", () => {
  it.each([
    ['home', HomePage],
    ['About Us', AboutPage],
  ])('%s shows all three, never a dash, and keeps them once hydrated', async (_name, page) => {
    const { container, errors } = await hydrateIslands(<page.default />, islands, {
      data: sampleServerData,
    });
    expect(errors.join('\n')).toBe('');
    const badge = container.querySelector('[aria-label="Today\'s gold rates"]');
    for (const amount of Object.values(sampleServerData.rates))
      expect(badge?.textContent).toContain(`${amount} / gram`);
    expect(badge?.textContent).not.toContain('—');
  });
});
