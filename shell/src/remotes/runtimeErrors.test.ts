import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reportRemoteFailure } from './reportRemoteFailure';
import { watchRuntimeErrors } from './runtimeErrors';

vi.mock('./reportRemoteFailure', () => ({ reportRemoteFailure: vi.fn() }));
vi.mock('./resolvedRegistry', () => ({
  resolvedRemote: (name: string) =>
    name === 'calculator'
      ? {
          version: '1.1.0',
          entry: '/remotes/calculator/1.1.0/remoteEntry.js',
          channel: 'canary',
          fallback: { version: '1.0.0', entry: '/remotes/calculator/1.0.0/remoteEntry.js' },
        }
      : undefined,
}));

const thrownFrom = (file: string) => {
  const error = new Error('rates is undefined');
  error.stack = `Error: rates is undefined\n    at onClick (${window.location.origin}${file}:1:2048)\n    at shell (${window.location.origin}/shell/static/js/main.js:1:99)`;
  return error;
};

beforeAll(() => watchRuntimeErrors());

describe('runtime errors', () => {
  it("count against the version whose files threw them: an uncaught error, a promise's rejection", () => {
    const error = thrownFrom('/remotes/calculator/1.1.0/static/js/async/540.js');
    window.dispatchEvent(new ErrorEvent('error', { error }));
    expect(reportRemoteFailure).toHaveBeenLastCalledWith('calculator', '1.1.0', 'runtime', error);

    const rejected = thrownFrom('/remotes/calculator/1.0.0/static/js/async/540.js');
    const event = Object.assign(new Event('unhandledrejection'), { reason: rejected });
    window.dispatchEvent(event);
    expect(reportRemoteFailure).toHaveBeenLastCalledWith(
      'calculator',
      '1.0.0',
      'runtime',
      rejected,
    );
    expect(reportRemoteFailure).toHaveBeenCalledTimes(2);
  });

  it("leave the shell's own errors, and another version's folder that merely begins alike, alone", () => {
    vi.mocked(reportRemoteFailure).mockClear();
    for (const file of [
      '/shell/static/js/main.js',
      '/remotes/calculator/1.1.0-rc.1/static/js/a.js',
    ])
      window.dispatchEvent(new ErrorEvent('error', { error: thrownFrom(file) }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(reportRemoteFailure).not.toHaveBeenCalled();
  });
});
