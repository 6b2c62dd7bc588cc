import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, messages, preferredTimes } from '@gold/contracts';
import { HttpError } from '@gold/http';
import { postEncrypted } from '@gold/http/client';
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
import { CallbackForm } from './CallbackForm';

// The real schema and form; only the encrypted client is stubbed, so the request is seen as sent.
vi.mock('@gold/http/client', () => ({ postEncrypted: vi.fn(), postMultipart: vi.fn() }));
const post = vi.mocked(postEncrypted);

const request = {
  name: 'S. Meena',
  mobileNumber: '9876543210',
  preferredTime: 'Evening (4 - 7 pm)',
  message: 'Please call about 20 g of old jewellery.\nAfter 5 pm is best.',
} as const;

const textbox = (name: 'Name' | 'Mobile number' | 'Message (optional)') =>
  screen.getByRole('textbox', { name });
const timeSelect = () => screen.getByRole('combobox', { name: 'Preferred time' });
const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Request callback' }));

async function fill(user: UserEvent, message: string = request.message) {
  await user.type(textbox('Name'), request.name);
  await user.type(textbox('Mobile number'), request.mobileNumber);
  await user.selectOptions(timeSelect(), request.preferredTime);
  if (message) {
    await user.click(textbox('Message (optional)'));
    await user.paste(message);
  }
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  post.mockReset();
  renderInSite(<CallbackForm />);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the callback form', () => {
  it('asks for a name, a mobile number, a time of day and an optional message, empty at first', () => {
    expect(
      screen.getByRole('heading', { level: 2, name: 'Request a Callback' }),
    ).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('');
    expect(textbox('Name')).toBeRequired();
    expect(textbox('Mobile number')).toHaveValue('');
    expect(timeSelect()).toHaveValue('');
    expect(
      within(timeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a time', ...preferredTimes]);
    expect(textbox('Message (optional)')).toHaveValue('');
    expect(textbox('Message (optional)')).not.toBeRequired();
    expect(textbox('Message (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Enter captcha' })).toHaveValue('');
  });

  it('shows no hint before a field is touched, "required" once it is, and none for an empty message', async () => {
    expect(describedText(textbox('Name'))).toBeNull();
    await user.click(textbox('Name'));
    await user.click(textbox('Message (optional)'));
    await user.tab();
    await settle();
    expect(describedText(textbox('Name'))).toBe(messages.fieldRequired);
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(textbox('Message (optional)'))).toBeNull();
    expect(textbox('Message (optional)')).not.toHaveAttribute('aria-invalid');
    expect(describedText(textbox('Mobile number'))).toBeNull();
  });

  it('says "required" for a time unselected again, nothing once one is chosen', async () => {
    await user.selectOptions(timeSelect(), 'Any time');
    await user.selectOptions(timeSelect(), '');
    await user.tab();
    await settle();
    expect(describedText(timeSelect())).toBe(messages.fieldRequired);
    await user.selectOptions(timeSelect(), 'Morning (9 am - 12 noon)');
    await settle();
    expect(describedText(timeSelect())).toBeNull();
  });

  const cases: ['Name' | 'Mobile number' | 'Message (optional)', string[], string[]][] = [
    ['Name', ['Meena', 'S. Meena', 'Ravi  Kumar'], ['Meena2', 'Meena-K', "O'Neil"]],
    ['Mobile number', ['9876543210'], ['987654321', '98765x3210', '+919876543']],
    ['Message (optional)', ['Call me', 'Do you buy 22K coins?'], ['<b>now</b>', 'a > b']],
  ];
  for (const [label, accepted, refused] of cases) {
    it(`${label}: "Invalid" when the rule fails, nothing when it holds`, async () => {
      const hints = await hintsAfterTyping(user, () => textbox(label), [...refused, ...accepted]);
      expect(hints).toEqual({
        ...eachHint(refused, messages.fieldInvalid),
        ...eachHint(accepted, null),
      });
    });
  }
});

describe('sending it', () => {
  it('says "Invalid Captcha" first, even on an empty form, judging no field and sending nothing', async () => {
    await enterCaptcha(user, 'zzzzzz');
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.invalidCaptcha);
    expect(describedText(textbox('Name'))).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('then says "Kindly enter all required fields" and marks every field touched', async () => {
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.requiredFields);
    for (const control of [textbox('Name'), textbox('Mobile number'), timeSelect()]) {
      expect(describedText(control)).toBe(messages.fieldRequired);
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    expect(describedText(textbox('Message (optional)'))).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends inquiry/add, says the spec's success, and resets the form and the captcha", async () => {
    post.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
    await fill(user);
    const before = shownCaptcha();
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    expect(post).toHaveBeenCalledExactlyOnceWith(
      apiPaths.generalEnquiry,
      request,
      expect.any(Function),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
    for (const control of [
      textbox('Name'),
      textbox('Mobile number'),
      textbox('Message (optional)'),
    ])
      expect(control).toHaveValue('');
    expect(timeSelect()).toHaveValue('');
    expect(describedText(textbox('Name'))).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Enter captcha' })).toHaveValue('');
    expect(shownCaptcha()).not.toBe(before);
  });

  it("takes the page load's captcha the server drew, and a new one after sending", async () => {
    cleanup();
    renderInSite(<CallbackForm captcha="Ab3dE9" />);
    expect(shownCaptcha()).toBe('Ab3dE9');
    post.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
    await fill(user);
    await enterCaptcha(user, 'Ab3dE9');
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    expect(post).toHaveBeenCalledOnce();
    expect(shownCaptcha()).not.toBe('Ab3dE9');
  });

  it('sends a request without a message as the empty one', async () => {
    post.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
    await fill(user, '');
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    expect(post).toHaveBeenCalledExactlyOnceWith(
      apiPaths.generalEnquiry,
      { ...request, message: '' },
      expect.any(Function),
      expect.anything(),
    );
  });

  it('sends a retry of the same values under the same key, and any change or a new enquiry under a new one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keys = () => post.mock.calls.map((call) => call[3]?.idempotencyKey);
    post.mockRejectedValue(new HttpError(0, 'network error'));
    await fill(user);
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.submitFailed);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.submitFailed);
    await user.type(textbox('Name'), 'a');
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.submitFailed);
    post.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    await fill(user);
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    const [first, retry, changed, changedRetry, next] = keys();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(changedRetry).toBe(changed);
    // Sent: the same values again are a new enquiry.
    expect(next).not.toBe(first);
    expect(new Set([first, changed, next]).size).toBe(3);
  });

  // Spec section 8: a refusal shows the server's words; a failed request the generic failure.
  const failures: [string, () => void, string][] = [
    [
      'an answer whose flag is not 1',
      () => post.mockResolvedValue({ flag: 0, message: 'mobileNumber: Invalid', data: null }),
      'mobileNumber: Invalid',
    ],
    [
      'an answer whose flag is not 1, without words',
      () => post.mockResolvedValue({ flag: 0, message: '', data: null }),
      messages.submitFailed,
    ],
    [
      'a failed request',
      () => post.mockRejectedValue(new HttpError(503, 'HTTP 503')),
      messages.submitFailed,
    ],
  ];
  for (const [name, arrange, shown] of failures) {
    it(`after ${name}, says "${shown}" and keeps every value and the captcha`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      arrange();
      await fill(user);
      await enterCaptcha(user);
      const captchaShown = shownCaptcha();
      await submit(user);
      expect(await popupTitle(user)).toBe(shown);
      expect(textbox('Name')).toHaveValue(request.name);
      expect(textbox('Mobile number')).toHaveValue(request.mobileNumber);
      expect(timeSelect()).toHaveValue(request.preferredTime);
      expect(textbox('Message (optional)')).toHaveValue(request.message);
      expect(shownCaptcha()).toBe(captchaShown);
      expect(screen.getByRole('textbox', { name: 'Enter captcha' })).toHaveValue(captchaShown);
    });
  }
});
