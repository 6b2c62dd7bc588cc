import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUARD_ACTOR, type AuditEntry } from '@gold/registry/model';
import { ConsoleProvider } from '../../app/ConsoleProvider';
import { remoteRow } from '../../testing/rows';
import { EndedCanaries } from './EndedCanaries';
import type { RemoteRow } from '../../rollout/remoteRow';

const abort = (actor: string, reason: string | null): AuditEntry => ({
  at: '2026-12-02T10:15:00.000Z',
  actor,
  token: null,
  remote: 'calculator',
  action: 'abort-canary',
  version: '1.1.0',
  previous: null,
  reason,
});
const withEnd = (end: AuditEntry | null) =>
  remoteRow({ rollout: { endedCanary: end } as unknown as RemoteRow['rollout'] });
const show = (rows: RemoteRow[]) =>
  render(
    <ConsoleProvider>
      <EndedCanaries rows={rows} />
    </ConsoleProvider>,
  );

describe('how the last canaries ended', () => {
  it('says who ended a canary, when and on what figures, until it is dismissed, across reloads', async () => {
    const reason =
      'canary 1.1.0 failed for 5 of 5 visitors (100 %): evidence 14.5 against a bar of 6.9';
    show([withEnd(abort(GUARD_ACTOR, reason)), withEnd(null)]);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('calculator: canary 1.1.0 ended by canary guard');
    expect(notice).toHaveTextContent(reason);
    await userEvent.click(screen.getByRole('button', { name: /Dismiss: calculator canary 1.1.0/ }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    cleanup();
    show([withEnd(abort(GUARD_ACTOR, reason))]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('names an operator who aborted by hand, and shows nothing once a canary runs again', () => {
    show([withEnd(abort('meena', null))]);
    expect(screen.getByRole('note')).toHaveTextContent('calculator: canary 1.1.0 ended by meena');
    cleanup();
    show([withEnd(null)]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
