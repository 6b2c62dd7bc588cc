import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gracefulStop } from './gracefulStop';

/** A server whose close finishes when the test says so, or when its connections are cut. */
function fakeServer() {
  let finishClose: () => void = () => {};
  const closed = new Promise<void>((resolve) => (finishClose = resolve));
  const app = {
    close: vi.fn(() => closed),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    server: { closeAllConnections: vi.fn(() => finishClose()) },
  };
  const db = { close: vi.fn(() => Promise.resolve()) };
  const exit = vi.fn();
  return { app, db, exit, finishClose: () => finishClose() };
}

/** A stop that closes at once, as before draining existed. */
const noDrain = { drain: { start: () => {} }, drainMs: 0 };

describe('the server stopping on a signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets requests in progress finish, then closes the database and exits 0', async () => {
    const { app, db, exit, finishClose } = fakeServer();
    gracefulStop({ apps: [app], db, graceMs: 10_000, exit, ...noDrain })('SIGTERM');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(db.close).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();

    finishClose();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.server.closeAllConnections).not.toHaveBeenCalled();
    expect(db.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('cuts the connections still open after the grace period, and says so', async () => {
    const { app, db, exit } = fakeServer();
    gracefulStop({ apps: [app], db, graceMs: 10_000, exit, ...noDrain })('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(app.server.closeAllConnections).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(app.server.closeAllConnections).toHaveBeenCalledOnce();
    expect(app.log.warn).toHaveBeenCalledWith(
      'requests still in progress after 10000 ms: closing their connections',
    );
    expect(db.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('closes the ops listener too, cutting what is left on both after the grace period, before the database', async () => {
    const publicListener = fakeServer();
    const opsListener = fakeServer();
    const { db, exit } = publicListener;
    gracefulStop({
      apps: [publicListener.app, opsListener.app],
      db,
      graceMs: 10_000,
      exit,
      ...noDrain,
    })('SIGTERM');
    expect(opsListener.app.close).toHaveBeenCalledOnce();
    publicListener.finishClose();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(db.close).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(opsListener.app.server.closeAllConnections).toHaveBeenCalledOnce();
    expect(db.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits at once on a second signal', async () => {
    const { app, db, exit } = fakeServer();
    const stop = gracefulStop({ apps: [app], db, graceMs: 10_000, exit, ...noDrain });
    stop('SIGINT');
    stop('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);
    expect(app.close).toHaveBeenCalledOnce();
  });

  it('exits 1 and logs why when the database fails to close', async () => {
    const { app, db, exit, finishClose } = fakeServer();
    db.close.mockRejectedValueOnce(new Error('disk gone'));
    gracefulStop({ apps: [app], db, graceMs: 10_000, exit, ...noDrain })('SIGTERM');
    finishClose();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.log.error).toHaveBeenCalledWith(
      { err: new Error('disk gone') },
      'SIGTERM: the stop failed',
    );
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('on SIGTERM, drains first: ready no more at once, still taking connections until the drain ends', async () => {
    const { app, db, exit, finishClose } = fakeServer();
    const drain = { start: vi.fn() };
    gracefulStop({ apps: [app], db, drain, drainMs: 5_000, graceMs: 10_000, exit })('SIGTERM');
    expect(drain.start).toHaveBeenCalledOnce();
    expect(app.log.info).toHaveBeenCalledWith(
      'SIGTERM: draining for 5000 ms (/readyz answers 503)',
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(app.close).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(app.close).toHaveBeenCalledOnce();
    finishClose();
    await vi.advanceTimersByTimeAsync(0);
    expect(db.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('counts the grace period from the end of the drain', async () => {
    const { app, db, exit } = fakeServer();
    const drain = { start: vi.fn() };
    gracefulStop({ apps: [app], db, drain, drainMs: 5_000, graceMs: 10_000, exit })('SIGTERM');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(app.server.closeAllConnections).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(app.server.closeAllConnections).toHaveBeenCalledOnce();
  });

  it('skips the drain on Ctrl+C', () => {
    const { app, db, exit } = fakeServer();
    const drain = { start: vi.fn() };
    gracefulStop({ apps: [app], db, drain, drainMs: 5_000, graceMs: 10_000, exit })('SIGINT');
    expect(drain.start).not.toHaveBeenCalled();
    expect(app.close).toHaveBeenCalledOnce();
  });

  it('exits at once on a second signal during the drain', () => {
    const { app, db, exit } = fakeServer();
    const drain = { start: vi.fn() };
    const stop = gracefulStop({ apps: [app], db, drain, drainMs: 5_000, graceMs: 10_000, exit });
    stop('SIGTERM');
    stop('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);
    expect(app.close).not.toHaveBeenCalled();
  });
});
