import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OpsTokenRecord } from '@gold/ops-client/contract';
import { ConsoleProvider } from '../../app/ConsoleProvider';
import { TokensTable } from './TokensTable';

const token = (name: string, revokedAt: string | null = null): OpsTokenRecord => ({
  name,
  remotes: name === 'calculator-team' ? ['calculator'] : null,
  capabilities: ['releases', 'tokens'],
  createdAt: '2026-12-02T10:00:00.000Z',
  createdBy: 'bootstrap',
  lastUsedAt: null,
  revokedAt,
});

describe('the tokens table', () => {
  it('marks the signed-in token, warns that revoking it signs out, and revokes only once confirmed', async () => {
    const onRevoke = vi.fn(async () => undefined);
    render(
      <ConsoleProvider>
        <TokensTable
          tokens={[
            token('release-desk'),
            token('calculator-team'),
            token('old', '2026-12-01T09:00:00.000Z'),
          ]}
          you="release-desk"
          onRevoke={onRevoke}
        />
      </ConsoleProvider>,
    );
    expect(screen.getByText('yours, signed in now')).toBeInTheDocument();
    expect(screen.getByText('releases, tokens on calculator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke token old' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke token release-desk' }));
    expect(
      await screen.findByText('It is the token you are signed in with: revoking it signs you out.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRevoke).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke token calculator-team' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Revoke the token calculator-team?',
    );
    expect(screen.queryByText(/revoking it signs you out/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ name: 'calculator-team' }));
  });
});
