import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, telHref } from '@gold/config';
import { UiProvider } from '@gold/ui';
import { FactText } from './FactText';

const { phone, email, dpoEmail } = defaultPublicConfig;

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

  it('leaves text without facts alone', () => {
    const { container } = render(<FactText text="Nothing to link (really) + more." />);
    expect(container.innerHTML).toBe('Nothing to link (really) + more.');
  });
});
