import { describe, expect, it } from 'vitest';
import { hydrateIslands, hydrationSuite, sampleServerData } from '@gold/prerender/testing';
import * as CalculatorFormIsland from './exposes/CalculatorFormIsland';
import * as CalculatorPage from './exposes/CalculatorPage';

const islands = { './CalculatorFormIsland': CalculatorFormIsland };
hydrationSuite({ CalculatorPage }, islands);

describe("the page load's captcha", () => {
  it('is the one the first paint shows, and stays once the form is hydrated', async () => {
    const { container, errors } = await hydrateIslands(<CalculatorPage.default />, islands, {
      data: sampleServerData,
    });
    expect(errors.join('\n')).toBe('');
    const shown = container.querySelector<HTMLInputElement>('input[disabled]');
    expect(shown?.value).toBe(sampleServerData.captcha);
  });
});
