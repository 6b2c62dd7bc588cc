import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { messages, type CalculatorRequest } from '@gold/contracts';
import { HttpError } from '@gold/http';
import {
  describedText,
  eachHint,
  enterCaptcha,
  hintsAfterTyping,
  popupTitle,
  renderInSite,
  settle,
  shownCaptcha,
} from '@gold/ui/testing';
import { calculateGoldPrice } from './api/calculateGoldPrice';
import { CalculatorPage } from './CalculatorPage';
import { resultDialogOnDemand } from './resultDialogOnDemand';
import { filledRequest } from './testing/filledRequest';

vi.mock('./api/calculateGoldPrice', () => ({ calculateGoldPrice: vi.fn() }));
const calculate = vi.mocked(calculateGoldPrice);
// The real download, watched (anew for each test): the dialog's code is not part of the page's first load.
let downloadDialog: MockInstance<typeof resultDialogOnDemand.load>;

const request = filledRequest;
const result = {
  PerGramPrice: 7150,
  lastUpdateTime: '2025-03-04T20:00:00.000Z',
  totalPrice: 73287.5,
};

const labels = {
  name: 'Name',
  mobileNumber: 'Mobile number',
  emailId: 'Email ID',
  city: 'City',
  goldGrams: 'Gold weight (grams)',
} as const;
type TextFieldName = keyof typeof labels;

// `hidden` also finds the fields while the modal result dialog hides the page from assistive technology.
const textbox = (field: TextFieldName) =>
  screen.getByRole('textbox', { name: labels[field], hidden: true });
const caratSelect = () => screen.getByRole('combobox', { name: 'Gold carat', hidden: true });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Calculate' }));

async function fill(user: UserEvent, values: CalculatorRequest = request) {
  for (const field of Object.keys(labels) as TextFieldName[]) {
    await user.clear(textbox(field));
    await user.click(textbox(field));
    await user.paste(values[field]);
  }
  await user.selectOptions(caratSelect(), values.goldCarat);
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  calculate.mockReset();
  downloadDialog = vi.spyOn(resultDialogOnDemand, 'load');
  renderInSite(<CalculatorPage />);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the calculator page', () => {
  it('shows the hero, the intro and the form title of the spec', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Gold Calculator' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(screen.getByText(/Check what your gold is worth today/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Enter The Following Details To Get Instant Rates',
      }),
    ).toBeInTheDocument();
  });

  it('starts empty with the carat unselected among 18K, 22K and 24K', () => {
    for (const field of Object.keys(labels) as TextFieldName[])
      expect(textbox(field)).toHaveValue('');
    expect(caratSelect()).toHaveValue('');
    expect(
      within(caratSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select carat', '18K', '22K', '24K']);
  });

  it('shows no hint on a field before it is touched, and "required" once it is', async () => {
    expect(describedText(textbox('name'))).toBeNull();
    await user.click(textbox('name'));
    await user.tab();
    await settle();
    expect(describedText(textbox('name'))).toBe('required');
    expect(textbox('name')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(textbox('city'))).toBeNull();
    expect(textbox('city')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the rules of spec section 5', () => {
  const cases: [TextFieldName, string[], string[]][] = [
    ['name', ['Meena', 'S. Meena', 'Ravi  Kumar'], ['Meena2', 'Meena-K', "O'Neil", 'Ravi_K']],
    ['mobileNumber', ['9876543210', '0000000000'], ['987654321', '98765x3210', '+919876543']],
    [
      'emailId',
      ['meena@example.com', 'a.b+c@mail.example.in'],
      ['meena', 'meena@', 'meena@example', 'me ena@example.com'],
    ],
    ['city', ['Chennai', 'T. Nagar', 'Navi Mumbai'], ['Chennai1', 'T-Nagar', 'Chennai!']],
    ['goldGrams', ['10', '10.5', '10.25', '0.01'], ['10.', '10.255', '.5', 'ten', '10,5', '-1']],
  ];
  for (const [field, accepted, refused] of cases) {
    it(`${field}: "Invalid" when the pattern fails, nothing when it holds`, async () => {
      const hints = await hintsAfterTyping(user, () => textbox(field), [...refused, ...accepted]);
      expect(hints).toEqual({ ...eachHint(refused, 'Invalid'), ...eachHint(accepted, null) });
    });
  }

  it('goldCarat: "required" while unselected, nothing once a carat is chosen', async () => {
    await user.selectOptions(caratSelect(), '24');
    await user.selectOptions(caratSelect(), '');
    await user.tab();
    await settle();
    expect(describedText(caratSelect())).toBe('required');
    await user.selectOptions(caratSelect(), '18');
    await settle();
    expect(describedText(caratSelect())).toBeNull();
  });
});

describe('submitting', () => {
  it('says "Invalid Captcha" first, even when the form is empty, and sends nothing', async () => {
    await enterCaptcha(user, 'zzzzzz');
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.invalidCaptcha);
    expect(describedText(textbox('name'))).toBeNull();
    expect(calculate).not.toHaveBeenCalled();
  });

  it('compares the captcha case-sensitively', async () => {
    await fill(user);
    const shown = shownCaptcha();
    const swapped = [...shown]
      .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
      .join('');
    await enterCaptcha(user, swapped === shown ? '' : swapped);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.invalidCaptcha);
    expect(calculate).not.toHaveBeenCalled();
  });

  it('then says "Kindly enter all required fields" and marks every field touched', async () => {
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.requiredFields);
    for (const field of Object.keys(labels) as TextFieldName[]) {
      expect(describedText(textbox(field))).toBe('required');
      expect(textbox(field)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(describedText(caratSelect())).toBe('required');
    expect(calculate).not.toHaveBeenCalled();
  });

  it('sends the values, resets the form and the captcha, and shows the price in a dialog', async () => {
    calculate.mockResolvedValue({ flag: 1, message: 'Success', data: result });
    await fill(user);
    const before = shownCaptcha();
    await enterCaptcha(user);
    await submit(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(calculate).toHaveBeenCalledExactlyOnceWith(request);
    expect(dialog).toHaveTextContent('10.25 g of 22K gold');
    expect(dialog).toHaveTextContent('Price per gram as on 05/03/2025₹7,150.00');
    expect(dialog).toHaveTextContent('Total amount₹73,287.50');
    expect(textbox('name')).toHaveValue('');
    expect(caratSelect()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Enter captcha', hidden: true })).toHaveValue('');
    expect(shownCaptcha()).not.toBe(before);
  });

  it('keeps the dialog open on Escape and outside clicks; Ok closes it and leaves the form reset', async () => {
    calculate.mockResolvedValue({ flag: 1, message: 'Success', data: result });
    await fill(user);
    await enterCaptcha(user);
    await submit(user);
    const dialog = await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(caratSelect()).toHaveValue('');
    expect(describedText(textbox('name'))).toBeNull();
  });

  // Spec section 8: a refusal shows the server's words; a failed request the generic failure.
  const failures: [string, () => void, string][] = [
    [
      'an answer whose flag is not 1',
      () => calculate.mockResolvedValue({ flag: 0, message: 'No rates today', data: null }),
      'No rates today',
    ],
    [
      'an answer whose flag is not 1, without words',
      () => calculate.mockResolvedValue({ flag: 0, message: '', data: null }),
      messages.submitFailed,
    ],
    [
      'a failed request',
      () => calculate.mockRejectedValue(new HttpError(500, 'HTTP 500')),
      messages.submitFailed,
    ],
    [
      'a failed download of the result dialog',
      () => downloadDialog.mockRejectedValue(new Error('Loading chunk 412 failed')),
      messages.submitFailed,
    ],
  ];
  for (const [name, arrange, shown] of failures) {
    it(`after ${name}, says "${shown}" and keeps every value`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      arrange();
      await fill(user);
      await enterCaptcha(user);
      const captchaShown = shownCaptcha();
      await submit(user);
      expect(await popupTitle(user)).toBe(shown);
      for (const field of Object.keys(labels) as TextFieldName[])
        expect(textbox(field)).toHaveValue(request[field]);
      expect(caratSelect()).toHaveValue('22');
      expect(shownCaptcha()).toBe(captchaShown);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  }

  it('sends nothing while the result dialog cannot be downloaded, and sends once it can', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    calculate.mockResolvedValue({ flag: 1, message: 'Success', data: result });
    downloadDialog.mockRejectedValue(new Error('Loading chunk 412 failed'));
    await fill(user);
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.submitFailed);
    expect(calculate).not.toHaveBeenCalled();

    downloadDialog.mockReset();
    await submit(user);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('10.25 g of 22K gold');
    expect(calculate).toHaveBeenCalledExactlyOnceWith(request);
  });
});

describe('the code of the result dialog', () => {
  it('is not asked for by the page, only once the visitor starts on the form', async () => {
    expect(downloadDialog).not.toHaveBeenCalled();
    await user.click(textbox('name'));
    expect(downloadDialog).toHaveBeenCalled();
  });
});
