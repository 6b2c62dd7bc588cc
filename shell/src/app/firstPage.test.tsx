import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../remotes/loadRemoteModule';
import { forgetRemotePage, useRemotePage } from '../remotes/useRemotePage';
import { FIRST_PAGE_WAIT_MS, firstPageLoaded } from './firstPage';

vi.mock('../remotes/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);
const CalculatorPage = () => <h1>Gold Calculator</h1>;

/** Whether `promise` has settled after the microtasks now queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  forgetRemotePage('calculator', './CalculatorPage');
  load.mockReset();
  vi.useRealTimers();
});

describe('the first render waiting for the page the visitor opened', () => {
  it('waits for that page, which the first render then draws at once, with no spinner', async () => {
    vi.useFakeTimers();
    let arrive: (page: { default: typeof CalculatorPage }) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const waiting = firstPageLoaded('/website/calculator');
    expect(load).toHaveBeenCalledWith('calculator', './CalculatorPage');
    expect(await settled(waiting)).toBe(false);
    arrive({ default: CalculatorPage });
    expect(await settled(waiting)).toBe(true);
    const { result } = renderHook(() => useRemotePage('calculator', './CalculatorPage', 0));
    expect(result.current).toEqual({ status: 'ready', Page: CalculatorPage });
  });

  it(`gives up after ${FIRST_PAGE_WAIT_MS} ms on a page that is slow to come, so the layout and its spinner show`, async () => {
    vi.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    const waiting = firstPageLoaded('/website/Calculator');
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting as soon as the page fails to load: the layout shows its error panel', async () => {
    load.mockRejectedValue(new Error('remote entry 404'));
    await expect(firstPageLoaded('/website/Calculator', 60_000)).resolves.toBeUndefined();
  });

  it('does not wait at all on a path that is no page of the site', async () => {
    vi.useFakeTimers();
    expect(await settled(firstPageLoaded('/website/no-such-page'))).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
