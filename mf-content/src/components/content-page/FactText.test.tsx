import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, telHref } from '@gold/config';
import { UiProvider } from '@gold/ui';
import { FactText } from './FactText';

const { brandName, phone, email, dpoEmail } = defaultPublicConfig;

describe('FactText', () => {
  it('turns the site phone and e-mail addresses into links and keeps the rest as text', () => {
    const { container } = render(
      <UiProvider>
        <p>
          <FactText text={`Call ${phone}, write to ${email} or to ${dpoEmail}. Thank you.`} />
        </p>
      </UiProvider>,
    );
    expect(container).toHaveTextContent(
      `Call ${phone}, write to ${email} or to ${dpoEmail}. Thank you.`,
    );
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByRole('link', { name: dpoEmail })).toHaveAttribute(
      'href',
      `mailto:${dpoEmail}`,
    );
  });

  it('marks the English brand name in a Tamil sentence as English, and in English not at all', () => {
    const tamil = `${brandName} உங்களை வரவேற்கிறது`;
    document.documentElement.lang = 'ta-IN';
    try {
      const { container } = render(<FactText text={tamil} />);
      expect(container.querySelector('span[lang="en-IN"]')).toHaveTextContent(brandName);
      expect(container).toHaveTextContent(tamil);
    } finally {
      document.documentElement.lang = 'en-IN';
    }
    const { container } = render(<FactText text={`Welcome to ${brandName}`} />);
    expect(container.innerHTML).toBe(`Welcome to ${brandName}`);
  });

  it('leaves text without facts alone', () => {
    const { container } = render(<FactText text="Nothing to link (really) + more." />);
    expect(container.innerHTML).toBe('Nothing to link (really) + more.');
  });
});
