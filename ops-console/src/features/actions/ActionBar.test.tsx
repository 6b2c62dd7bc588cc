import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider } from '../../app/ConsoleProvider';
import { jsonResponse, remoteRow } from '../../testing/rows';
import type { RemoteRow } from '../../rollout/remoteRow';
import { ActionBar } from './ActionBar';

afterEach(() => vi.unstubAllGlobals());

const inCanary = remoteRow({ canary: { version: '1.1.0', percent: 50 }, revision: 7 });

function renderBar(answer: Response, revisionAfter: number, row = inCanary) {
  const fetchStub = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchStub);
  const announce = vi.fn();
  const reload = vi.fn(async () => revisionAfter);
  render(
    <ConsoleProvider>
      <ActionBar
        row={row}
        history={undefined}
        credentials={{ token: 'tok', actor: 'meena' }}
        reload={reload}
        announce={announce}
        onSignOut={vi.fn()}
        fallbackFocus={() => null}
      />
    </ConsoleProvider>,
  );
  return { fetchStub, announce, reload };
}

describe('ActionBar', () => {
  it('confirms a promote with what changes and the revision, and sends exactly that', async () => {
    const { fetchStub, announce, reload } = renderBar(
      jsonResponse(200, { remote: 'calculator', stable: '1.1.0', canary: null, revision: 8 }),
      8,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Promote…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote calculator 1.1.0' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['SettingNowAfter', 'stable1.0.01.1.0', 'canary1.1.0 at 50 %none']);
    expect(dialog).toHaveTextContent('Expects calculator at revision 7');
    await user.type(within(dialog).getByLabelText(/Why/), 'healthy for a day');
    // No verdict yet (no views counted): a promote must be chosen as such, and is not sent before.
    expect(dialog).toHaveTextContent('The canary guard: no verdict (no views counted yet)');
    await user.click(within(dialog).getByRole('button', { name: 'Promote anyway' }));
    expect(dialog).toHaveTextContent('Tick this to promote a canary the guard has not cleared.');
    expect(fetchStub).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Promote anyway/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Promote anyway' }));
    await vi.waitFor(() =>
      // About calculator as it is after the change (revision 8): gone once it changes again.
      expect(announce).toHaveBeenCalledWith(
        'calculator: 1.1.0 promoted, stable for everyone',
        'status',
        { remote: 'calculator', revision: 8 },
      ),
    );
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ops/registry/calculator/promote');
    expect(JSON.parse(String(init.body))).toEqual({
      version: '1.1.0',
      revision: 7,
      reason: 'healthy for a day',
    });
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('highlights Promote and asks nothing more only when the guard has cleared the canary', async () => {
    const judged = (verdict: 'green' | 'red') =>
      remoteRow({
        canary: { version: '1.1.0', percent: 50 },
        revision: 7,
        rollout: {
          guard: { verdict, reason: `canary 1.1.0 failed for 0 of 40 visitors (${verdict})` },
        } as unknown as RemoteRow['rollout'],
      });
    const user = userEvent.setup();
    renderBar(jsonResponse(200, {}), 8, judged('green'));
    const promote = screen.getByRole('button', { name: 'Promote…' });
    // Drawn unlike the outlined secondary actions (Start canary…): the highlighted one.
    const secondary = screen.getByRole('button', { name: 'Start canary…' }).className;
    expect(promote.className).not.toBe(secondary);
    await user.click(promote);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The canary guard: green');
    expect(dialog).toHaveTextContent('failed for 0 of 40 visitors');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Promote' })).toBeVisible();
    cleanup();
    renderBar(jsonResponse(200, {}), 8, judged('red'));
    expect(screen.getByRole('button', { name: 'Promote…' }).className).toBe(
      screen.getByRole('button', { name: 'Start canary…' }).className,
    );
  });

  it('on a 409, says someone else changed the remote, closes the dialog and reloads', async () => {
    const { announce, reload } = renderBar(
      jsonResponse(409, { error: 'calculator changed since you read it (revision 7, now 8)' }),
      8,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Promote…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Promote anyway/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Promote anyway' }));
    await vi.waitFor(() => expect(announce).toHaveBeenCalled());
    const [message, tone] = announce.mock.calls[0] as [string, string];
    expect(tone).toBe('alert');
    expect(message).toMatch(/^Someone else changed calculator in the meantime/);
    expect(reload).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s words on another refusal', async () => {
    const { announce } = renderBar(
      jsonResponse(400, { error: 'the request is not valid', details: ['version: too long'] }),
      7,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abort canary…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abort the canary of calculator' });
    await user.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server refused: calculator: the request is not valid: version: too long',
    );
    expect(announce).not.toHaveBeenCalled();
  });

  it('offers “Roll back…” only when there is an earlier version to go back to', () => {
    const onlyNewer = renderBar(jsonResponse(200, {}), 7);
    expect(screen.queryByRole('button', { name: 'Roll back…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start canary…' })).toBeInTheDocument();
    expect(onlyNewer.fetchStub).not.toHaveBeenCalled();
    cleanup();
    renderBar(
      jsonResponse(200, {}),
      7,
      remoteRow({ stable: '1.1.0', versions: ['1.0.0', '1.1.0'] }),
    );
    expect(screen.getByRole('button', { name: 'Roll back…' })).toBeInTheDocument();
  });
});
