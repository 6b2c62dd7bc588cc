import { cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type FranchiseEnquiry } from '@gold/contracts';
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
import { sendFranchiseEnquiry } from './api/sendFranchiseEnquiry';
import { PartnerPage } from './PartnerPage';

vi.mock('./api/sendFranchiseEnquiry', () => ({ sendFranchiseEnquiry: vi.fn() }));
const send = vi.mocked(sendFranchiseEnquiry);

const enquiry: FranchiseEnquiry = {
  name: 'S. Meena',
  mobileNumber: '9876543210',
  mailId: 'meena@example.com',
  previousExperiences: '5',
  totalFundAvailableForInvest: '2500000',
  totalFundAvailableNow: '1000000',
};

const labels: Record<keyof FranchiseEnquiry, string> = {
  name: 'Name',
  mobileNumber: 'Mobile number',
  mailId: 'Email ID',
  previousExperiences: 'Previous experience (years)',
  totalFundAvailableForInvest: 'Fund available for investment (₹)',
  totalFundAvailableNow: 'Funds available now to start (₹)',
};
const fields = Object.keys(labels) as (keyof FranchiseEnquiry)[];

const textbox = (field: keyof FranchiseEnquiry) =>
  screen.getByRole('textbox', { name: labels[field] });
const certificateInput = () =>
  screen.getByLabelText('Professional certificate (optional)') as HTMLInputElement;
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

async function fill(user: UserEvent) {
  for (const field of fields) {
    await user.click(textbox(field));
    await user.paste(enquiry[field]);
  }
}

function certificate(size: number, name = 'certificate.png', type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

let user: UserEvent;
beforeEach(() => {
  // applyAccept off: a visitor can drop any file on the input, whatever its accept list says.
  user = userEvent.setup({ delay: null, applyAccept: false });
  send.mockReset();
  renderInSite(<PartnerPage />);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the partner page', () => {
  it('has one h1, the enquiry form and every field of the spec, empty', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Franchise Enquiry' }),
    ).toBeInTheDocument();
    for (const field of fields) expect(textbox(field)).toHaveValue('');
    expect(certificateInput()).toHaveAttribute('type', 'file');
    expect(certificateInput()).toHaveAttribute('accept', '.png,.jpeg,.jpg,.pdf');
    expect(screen.getByRole('button', { name: 'Refresh captcha' })).toBeInTheDocument();
  });

  it('shows "(required)" on a field only once it has been touched', async () => {
    expect(describedText(textbox('mailId'))).toBeNull();
    await user.click(textbox('mailId'));
    await user.tab();
    await settle();
    expect(describedText(textbox('mailId'))).toBe('(required)');
    expect(textbox('mailId')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(textbox('name'))).toBeNull();
  });
});

describe('the rules of spec section 5', () => {
  const digits: [string[], string[]] = [
    ['0', '5', '2500000'],
    ['5.5', '-5', '5a', '1,00,000', 'five'],
  ];
  const cases: [keyof FranchiseEnquiry, string[], string[]][] = [
    ['name', ['Meena', 'S. Meena', 'Dr. Ravi Kumar'], ['Meena2', 'Meena-K', "O'Neil"]],
    ['mobileNumber', ['9876543210'], ['987654321', '98765x3210']],
    [
      'mailId',
      ['meena@example.com', 'a.b+c@mail.example.in'],
      ['meena', 'meena@', 'meena@example'],
    ],
    ['previousExperiences', ...digits],
    ['totalFundAvailableForInvest', ...digits],
    ['totalFundAvailableNow', ...digits],
  ];
  // The two funds show the amount accepted back in rupees, with Indian grouping.
  const shownBack: Partial<Record<keyof FranchiseEnquiry, Record<string, string>>> = {
    totalFundAvailableForInvest: { '0': '₹0', '5': '₹5', '2500000': '₹25,00,000' },
    totalFundAvailableNow: { '0': '₹0', '5': '₹5', '2500000': '₹25,00,000' },
  };
  for (const [field, accepted, refused] of cases) {
    it(`${field}: "(Invalid)" when the pattern fails, nothing when it holds`, async () => {
      const hints = await hintsAfterTyping(user, () => textbox(field), [...refused, ...accepted]);
      expect(hints).toEqual({
        ...eachHint(refused, '(Invalid)'),
        ...eachHint(accepted, null),
        ...shownBack[field],
      });
    });
  }
});

describe('the funds', () => {
  it('show the amount typed in lakhs and crores under the field, and send it as typed', async () => {
    send.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
    expect(describedText(textbox('totalFundAvailableForInvest'))).toBeNull();
    await user.click(textbox('totalFundAvailableForInvest'));
    await user.keyboard('125000');
    expect(describedText(textbox('totalFundAvailableForInvest'))).toBe('₹1,25,000');
    await user.keyboard('0');
    expect(describedText(textbox('totalFundAvailableForInvest'))).toBe('₹12,50,000');
    expect(textbox('totalFundAvailableForInvest')).toHaveValue('1250000');
    await user.clear(textbox('totalFundAvailableForInvest'));
    await fill(user);
    expect(describedText(textbox('totalFundAvailableNow'))).toBe('₹10,00,000');
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    expect(send).toHaveBeenCalledExactlyOnceWith(
      enquiry,
      null,
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    // The form is reset: nothing shows under the funds.
    expect(describedText(textbox('totalFundAvailableNow'))).toBeNull();
  });
});

describe('the professional certificate', () => {
  const refused: [string, File, string][] = [
    ['a GIF', certificate(50_000, 'photo.gif', 'image/gif'), messages.fileType],
    [
      'a PDF named .png',
      certificate(50_000, 'certificate.png', 'application/pdf'),
      messages.fileType,
    ],
    ['a file without an extension', certificate(50_000, 'pdf', ''), messages.fileType],
    ['5242881 bytes', certificate(5_242_881), messages.fileTooLarge],
    ['30719 bytes', certificate(30_719), messages.fileTooSmall],
  ];
  for (const [name, file, message] of refused) {
    it(`refuses ${name} with "${message}" and clears the input`, async () => {
      await user.upload(certificateInput(), file);
      expect(await popupTitle(user)).toBe(message);
      expect(certificateInput().files).toHaveLength(0);
    });
  }

  const accepted: [string, File][] = [
    ['30720 bytes', certificate(30_720)],
    ['5242880 bytes', certificate(5_242_880, 'certificate.pdf', 'application/pdf')],
    ['a .jpg', certificate(40_000, 'scan.JPG', 'image/jpeg')],
  ];
  for (const [name, file] of accepted) {
    it(`accepts ${name} and sends it with the enquiry`, async () => {
      send.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
      await user.upload(certificateInput(), file);
      expect(screen.queryByTestId('popup')).not.toBeInTheDocument();
      await fill(user);
      await enterCaptcha(user);
      await submit(user);
      expect(await popupTitle(user)).toBe(messages.enquirySent);
      expect(send).toHaveBeenCalledExactlyOnceWith(enquiry, file, expect.any(String));
      expect(certificateInput().files).toHaveLength(0);
    });
  }
});

describe('submitting', () => {
  it('says "Invalid Captcha" before checking the fields, and sends nothing', async () => {
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.invalidCaptcha);
    expect(describedText(textbox('name'))).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('then says "Kindly enter all required fields" and marks every field touched', async () => {
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.requiredFields);
    for (const field of fields) expect(describedText(textbox(field))).toBe('(required)');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the enquiry without a certificate, confirms it and resets the form and the captcha', async () => {
    send.mockResolvedValue({ flag: 1, message: messages.enquirySent, data: null });
    await fill(user);
    const before = shownCaptcha();
    await enterCaptcha(user);
    await submit(user);
    expect(await popupTitle(user)).toBe(messages.enquirySent);
    expect(send).toHaveBeenCalledExactlyOnceWith(
      enquiry,
      null,
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    for (const field of fields) expect(textbox(field)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Enter captcha' })).toHaveValue('');
    expect(shownCaptcha()).not.toBe(before);
  });

  const failures: [string, () => void, string][] = [
    [
      'a refusal',
      () => send.mockResolvedValue({ flag: 0, message: messages.fileType, data: null }),
      messages.fileType,
    ],
    [
      'a refusal without words',
      () => send.mockResolvedValue({ flag: 0, message: '', data: null }),
      messages.submitFailed,
    ],
    [
      'a failed request',
      () => send.mockRejectedValue(new HttpError(0, 'network error')),
      messages.submitFailed,
    ],
  ];
  for (const [name, arrange, shown] of failures) {
    it(`after ${name}, says "${shown}" and keeps the form filled`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      arrange();
      const file = certificate(40_000);
      await user.upload(certificateInput(), file);
      await fill(user);
      await enterCaptcha(user);
      await submit(user);
      expect(await popupTitle(user)).toBe(shown);
      for (const field of fields) expect(textbox(field)).toHaveValue(enquiry[field]);
      expect(certificateInput().files?.[0]).toBe(file);
      expect(screen.getByRole('textbox', { name: 'Enter captcha' })).toHaveValue(shownCaptcha());
    });
  }
});
