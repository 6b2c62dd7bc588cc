import { describe, expect, it, vi } from 'vitest';
import { hydrateIslands, hydrationSuite, sampleServerData } from '@gold/prerender/testing';
import * as CalculatorFormIsland from './exposes/CalculatorFormIsland';
import * as CalculatorPage from './exposes/CalculatorPage';
import * as QuoteAnswerIsland from './exposes/QuoteAnswerIsland';
import { resultDialogOnDemand } from './features/calculator/resultDialogOnDemand';
import { REMOTE_LANGUAGES } from './languages';

const islands = {
  './CalculatorFormIsland': CalculatorFormIsland,
  './QuoteAnswerIsland': QuoteAnswerIsland,
};
hydrationSuite({ CalculatorPage }, islands, REMOTE_LANGUAGES);

describe("the page load's captcha", () => {
  it('is the one the first paint shows, and stays once the form is hydrated', async () => {
    const { container, errors } = await hydrateIslands(<CalculatorPage.default />, islands, {
      data: sampleServerData,
    });
    expect(errors.join('\n')).toBe('');
    const shown = container.querySelector<HTMLInputElement>('input[disabled]');
    expect(shown?.value).toBe(sampleServerData.captcha);
  });

  it("comes with the server's proof, which starts no download of the result dialog", async () => {
    const load = vi.spyOn(resultDialogOnDemand, 'load');
    const { container } = await hydrateIslands(<CalculatorPage.default />, islands, {
      data: sampleServerData,
    });
    expect(container.querySelector<HTMLInputElement>('input[name="captchaProof"]')?.value).toBe(
      sampleServerData.captchaProof,
    );
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();
  });
});

describe("the server's price for a form posted before its code came", () => {
  it('shows in the first paint as an open dialog, which hydrates unchanged', async () => {
    const { container, errors } = await hydrateIslands(<CalculatorPage.default />, islands, {
      data: sampleServerData,
    });
    expect(errors.join('\n')).toBe('');
    const dialog = container.querySelector('dialog[open]');
    expect(dialog?.textContent).toContain(`Total amount${sampleServerData.quote.totalPrice}`);
    expect(dialog?.querySelector('form[method="dialog"] button')?.textContent).toBe('Ok');
  });

  it('is absent from any other page load', async () => {
    const { container, errors } = await hydrateIslands(<CalculatorPage.default />, islands, {
      data: { captcha: sampleServerData.captcha },
    });
    expect(errors.join('\n')).toBe('');
    expect(container.querySelector('dialog')).toBeNull();
  });
});
