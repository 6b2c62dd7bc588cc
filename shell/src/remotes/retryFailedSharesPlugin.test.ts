import { describe, expect, it } from 'vitest';
import { retryFailedSharesPlugin } from './retryFailedSharesPlugin';

type Entry = { loading?: Promise<unknown> | null; loaded?: boolean };
type Scopes = Record<string, Record<string, Record<string, Entry>>>;

/** The plugin's hook, with only what it reads of the runtime's arguments. */
const hook = retryFailedSharesPlugin.beforeLoadShare as unknown as (args: {
  pkgName: string;
  origin: { shareScopeMap: Scopes };
}) => Promise<unknown>;

/** Runs the hook for `pkgName` over a share scope holding `entry` for it. */
async function beforeLoadShare(pkgName: string, entry: Entry) {
  const args = {
    pkgName,
    origin: { shareScopeMap: { default: { [pkgName]: { '1.0.0': entry } } } },
  };
  return { result: await hook(args), args };
}

describe('retryFailedSharesPlugin', () => {
  it('forgets a failed download, so that the request downloads the module anew', async () => {
    const failed = Promise.reject(new Error('Loading chunk 455 failed'));
    failed.catch(() => undefined);
    const entry: Entry = { loading: failed, loaded: false };
    const { result, args } = await beforeLoadShare('@gold/ui/overlay', entry);
    expect(entry.loading).toBeNull();
    expect(result).toBe(args);
  });

  it('keeps a download that succeeded or is under way and succeeds', async () => {
    const done: Entry = { loading: Promise.resolve({}), loaded: true };
    await beforeLoadShare('@gold/ui/form', done);
    expect(done.loading).toBeInstanceOf(Promise);

    const underWay: Entry = { loading: new Promise((resolve) => setTimeout(resolve, 5)) };
    const kept = underWay.loading;
    await beforeLoadShare('@gold/ui/form', underWay);
    expect(underWay.loading).toBe(kept);
  });

  it('leaves the other modules alone', async () => {
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => undefined);
    const other: Entry = { loading: failed };
    await hook({
      pkgName: '@gold/ui/form',
      origin: { shareScopeMap: { default: { '@gold/ui/overlay': { '1.0.0': other } } } },
    });
    expect(other.loading).toBe(failed);
  });
});
