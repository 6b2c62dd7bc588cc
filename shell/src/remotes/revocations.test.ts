import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentVersions } from '@gold/registry';
import { currentTarget } from './remoteTargets';
import { checkRevocations, onRevocation } from './revocations';

// The page was served calculator 1.1.0 on canary (stable 1.0.0 behind it) and home 1.0.0.
vi.mock('./resolvedRegistry', () => ({
  resolvedRemote: (name: string) =>
    ({
      calculator: {
        version: '1.1.0',
        entry: '/remotes/calculator/1.1.0/remoteEntry.js',
        channel: 'canary',
        fallback: { version: '1.0.0', entry: '/remotes/calculator/1.0.0/remoteEntry.js' },
      },
      home: { version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js', channel: 'stable' },
    })[name],
}));

const answer = (current: CurrentVersions) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(current))),
  );
const stableNow = (remote: string, version: string) => ({
  version,
  entry: `/remotes/${remote}/${version}/remoteEntry.js`,
  channel: 'stable' as const,
});
// The page's clock, moved on by hand (the DOM setup gives each test real timers back).
let clock = Date.now();
const later = (ms: number) => {
  clock += ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
};

afterEach(() => vi.unstubAllGlobals());

describe('versions ended since the page was served', () => {
  it('are not asked about while the page is fresh, nor more than every two seconds', async () => {
    answer({ revoked: [], stable: {} });
    await checkRevocations();
    expect(fetch).not.toHaveBeenCalled();
    later(2_500);
    await checkRevocations();
    await checkRevocations();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('move a remote pinned to an ended version to stable now; a superseded one stays', async () => {
    answer({
      // home 1.0.0 was superseded by a promotion, not ended: it stays.
      revoked: ['calculator@1.1.0', 'home@0.9.0'],
      stable: { calculator: stableNow('calculator', '1.2.0'), home: stableNow('home', '1.1.0') },
    });
    const moved = vi.fn();
    const off = onRevocation(moved);
    later(2_500);
    await checkRevocations();
    off();
    expect(moved).toHaveBeenCalledWith(['calculator']);
    expect(currentTarget('calculator')?.version).toBe('1.2.0');
    expect(currentTarget('home')?.version).toBe('1.0.0');
  });

  it('change nothing when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    later(2_500);
    await expect(checkRevocations()).resolves.toBeUndefined();
    expect(currentTarget('calculator')?.version).toBe('1.2.0');
  });
});
