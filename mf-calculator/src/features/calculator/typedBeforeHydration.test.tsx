import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorRequest } from '@gold/contracts';
import { recordLeftFields } from '@gold/page-scripts/earlyFields';
import { hydratePrerendered } from '@gold/prerender/testing';
import { enterCaptcha } from '@gold/ui/testing';
import { calculateGoldPrice } from './api/calculateGoldPrice';
import { CalculatorForm } from './CalculatorForm';
import { filledRequest } from './testing/filledRequest';

vi.mock('./api/calculateGoldPrice', () => ({ calculateGoldPrice: vi.fn() }));
const calculate = vi.mocked(calculateGoldPrice);

const typed = filledRequest;
const labels: Record<keyof CalculatorRequest, string> = {
  name: 'Name',
  mobileNumber: 'Mobile number',
  emailId: 'Email ID',
  city: 'City',
  goldGrams: 'Gold weight (grams)',
  goldCarat: 'Gold carat',
};

/** The text box or select of a field, by its accessible name. */
const control = (root: HTMLElement, label: string) =>
  (within(root).queryByRole('textbox', { name: label }) ??
    within(root).getByRole('combobox', { name: label })) as HTMLInputElement;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a visitor who fills the form before its island is hydrated', () => {
  it('keeps every value, which the calculation then sends', async () => {
    calculate.mockReturnValue(new Promise(() => undefined));
    const { container, errors } = await hydratePrerendered(<CalculatorForm />, {
      beforeHydration: (html) => {
        for (const [field, label] of Object.entries(labels))
          control(html, label).value = typed[field as keyof CalculatorRequest];
      },
    });
    expect(errors).toEqual([]);
    for (const [field, label] of Object.entries(labels))
      expect(control(container, label)).toHaveValue(typed[field as keyof CalculatorRequest]);

    const user = userEvent.setup({ delay: null });
    await enterCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(calculate).toHaveBeenCalledWith(typed));
  });

  it('judges a field left before the code came as the code would have: its hint shows', async () => {
    recordLeftFields();
    const { container, errors } = await hydratePrerendered(<CalculatorForm />, {
      beforeHydration: (html) => {
        const mobile = control(html, 'Mobile number');
        mobile.value = '98765x3210';
        mobile.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
        control(html, 'City').value = 'Chennai';
      },
    });
    expect(errors).toEqual([]);
    await waitFor(() =>
      expect(control(container, 'Mobile number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(control(container, 'Mobile number')).toHaveValue('98765x3210');
    // Typed and not left: kept, and not judged yet.
    expect(control(container, 'City')).toHaveValue('Chennai');
    expect(control(container, 'City')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the captcha typed, which the form then accepts', async () => {
    calculate.mockReturnValue(new Promise(() => undefined));
    const { container, errors } = await hydratePrerendered(<CalculatorForm captcha="aB3xY9" />, {
      beforeHydration: (html) => {
        for (const [field, label] of Object.entries(labels))
          control(html, label).value = typed[field as keyof CalculatorRequest];
        control(html, 'Enter captcha').value = 'aB3xY9';
      },
    });
    expect(errors).toEqual([]);
    expect(control(container, 'Enter captcha')).toHaveValue('aB3xY9');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(calculate).toHaveBeenCalledWith(typed));
  });
});
