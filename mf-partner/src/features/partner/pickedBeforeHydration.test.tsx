import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratePrerendered } from '@gold/prerender/testing';
import { enterCaptcha } from '@gold/ui/testing';
import { sendFranchiseEnquiry } from './api/sendFranchiseEnquiry';
import { PartnerForm } from './PartnerForm';

vi.mock('./api/sendFranchiseEnquiry', () => ({ sendFranchiseEnquiry: vi.fn() }));
const send = vi.mocked(sendFranchiseEnquiry);

const typed = {
  Name: 'S. Meena',
  'Mobile number': '9876543210',
  'Email ID': 'meena@example.com',
  'Previous experience (years)': '5',
  'Fund available for investment (₹)': '2500000',
  'Funds available now to start (₹)': '1000000',
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a visitor who fills the enquiry before its island is hydrated', () => {
  it('keeps the certificate picked, which the enquiry then sends', async () => {
    send.mockReturnValue(new Promise(() => undefined));
    const file = new File([new Uint8Array(40_000)], 'certificate.png', { type: 'image/png' });
    const { errors } = await hydratePrerendered(<PartnerForm />, {
      beforeHydration: (html) => {
        for (const [label, value] of Object.entries(typed)) {
          const input = [...html.querySelectorAll('label')].find((element) =>
            element.textContent?.startsWith(label),
          )?.control as HTMLInputElement | null;
          if (input) input.value = value;
        }
        const picker = html.querySelector<HTMLInputElement>('input[type=file]');
        if (picker) Object.defineProperty(picker, 'files', { value: [file], configurable: true });
      },
    });
    expect(errors).toEqual([]);
    const user = userEvent.setup({ delay: null });
    await enterCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[1]).toBe(file);
  });
});
