import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider } from '../../app/ConsoleProvider';
import { jsonResponse } from '../../testing/rows';
import { SignInForm } from './SignInForm';

afterEach(() => vi.unstubAllGlobals());

function signIn(answer: Response) {
  const fetchStub = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchStub);
  const onSignedIn = vi.fn();
  render(
    <ConsoleProvider>
      <SignInForm onSignedIn={onSignedIn} />
    </ConsoleProvider>,
  );
  return { fetchStub, onSignedIn };
}

describe('SignInForm', () => {
  it('tries the token on the server and hands it on once accepted', async () => {
    const { fetchStub, onSignedIn } = signIn(
      jsonResponse(200, {
        remotes: [],
        recentChanges: [],
        rollouts: {
          windowMinutes: 10,
          defaults: { minVisitors: 20, maxRatePercent: 5, maxRatio: 2 },
          remotes: [],
        },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ops token/), ' good-token ');
    await user.type(screen.getByLabelText(/Your name/), 'meena');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 'good-token', actor: 'meena' }),
    );
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ops/registry');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer good-token' });
  });

  it('shows the server’s refusal of a wrong token, and keeps nothing', async () => {
    const { onSignedIn } = signIn(jsonResponse(401, { error: 'a valid ops token is required' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ops token/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/a valid ops token is required/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server refused: a valid ops token is required',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the retry time of a throttled address', async () => {
    signIn(
      jsonResponse(429, { error: 'too many failed ops attempts from this address: retry in 37 s' }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ops token/), 'again');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('retry in 37 s');
  });

  it('asks for a token before asking the server', async () => {
    const { fetchStub } = signIn(jsonResponse(200, {}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the ops token.')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
