import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchPageFiles } from './fetchPageFiles';
import { loadRemoteModule } from './loadRemoteModule';
import { reportRemoteFailure } from './reportRemoteFailure';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('./reportRemoteFailure', () => ({ reportRemoteFailure: vi.fn() }));
vi.mock('./fetchPageFiles', () => ({ fetchPageFiles: vi.fn() }));
vi.mock('./resolvedRegistry', () => ({
  resolvedRemote: (name: string) =>
    name === 'home'
      ? {
          version: '1.1.0',
          entry: '/remotes/home/1.1.0/remoteEntry.js',
          channel: 'canary',
          fallback: { version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js' },
        }
      : {
          version: '1.0.0',
          entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
          channel: 'stable',
          pages: {
            './PartnerPage': [`/remotes/${name}/1.0.0/partner.js`],
            './RatesIsland': [`/remotes/${name}/1.0.0/rates.js`],
            './AskIsland': [`/remotes/${name}/1.0.0/ask.js`],
          },
        },
}));

const page = { default: () => null };
const entry = `${window.location.origin}/remotes/content/1.0.0/remoteEntry.js`;

beforeEach(() => {
  vi.mocked(registerRemotes).mockClear();
  vi.mocked(fetchPageFiles).mockClear();
});

describe('loadRemoteModule (federation runtime mocked)', () => {
  it('registers a remote once for all its pages, then after a failure loads it from a fresh URL', async () => {
    vi.mocked(loadRemote).mockResolvedValue(page);
    await Promise.all([
      loadRemoteModule('content', './FaqsPage'),
      loadRemoteModule('content', './TermsPage'),
    ]);
    expect(vi.mocked(registerRemotes).mock.calls).toEqual([
      [[{ name: 'content', entry }], { force: false }],
    ]);

    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('integrity mismatch'));
    // Same entry, still registered: the failure is the first load's.
    await expect(loadRemoteModule('content', './PrivacyPage')).rejects.toThrow(
      'integrity mismatch',
    );
    await loadRemoteModule('content', './PrivacyPage');
    expect(vi.mocked(registerRemotes).mock.calls.slice(1)).toEqual([
      [[{ name: 'content', entry: `${entry}?attempt=1` }], { force: true }],
    ]);
  });

  it("fetches a page's files with its entry only while the entry is still to come, not on a retry", async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('entry unreachable'));
    await expect(loadRemoteModule('partner', './PartnerPage')).rejects.toThrow('unreachable');
    expect(vi.mocked(fetchPageFiles).mock.calls).toEqual([[['/remotes/partner/1.0.0/partner.js']]]);

    vi.mocked(loadRemote).mockResolvedValue(page);
    await loadRemoteModule('partner', './PartnerPage');
    expect(fetchPageFiles).toHaveBeenCalledTimes(1);
  });

  it("fetches the files of every module asked for while the entry is still to come (a page's islands), none after it ran", async () => {
    vi.mocked(loadRemote).mockResolvedValue(page);
    await Promise.all([
      loadRemoteModule('branches', './RatesIsland'),
      loadRemoteModule('branches', './AskIsland'),
    ]);
    expect(vi.mocked(fetchPageFiles).mock.calls).toEqual([
      [['/remotes/branches/1.0.0/rates.js']],
      [['/remotes/branches/1.0.0/ask.js']],
    ]);

    await loadRemoteModule('branches', './PartnerPage');
    expect(fetchPageFiles).toHaveBeenCalledTimes(2);
  });

  it('falls back from a canary that fails to load to stable, reports it, and stays on stable', async () => {
    const canaryEntry = `${window.location.origin}/remotes/home/1.1.0/remoteEntry.js`;
    const stableEntry = `${window.location.origin}/remotes/home/1.0.0/remoteEntry.js`;
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('entry 500')).mockResolvedValue(page);
    expect(await loadRemoteModule('home', './HomePage')).toBe(page);
    expect(reportRemoteFailure).toHaveBeenCalledWith('home', '1.1.0', 'load', expect.any(Error));
    await loadRemoteModule('home', './AboutPage');
    expect(vi.mocked(registerRemotes).mock.calls).toEqual([
      [[{ name: 'home', entry: canaryEntry }], { force: false }],
      [[{ name: 'home', entry: stableEntry }], { force: true }],
    ]);
  });
});
