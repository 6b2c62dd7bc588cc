import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** What a stop needs of a listener. */
interface Listener {
  close(): Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  server: Pick<Server, 'closeAllConnections'>;
}

/** What a stop needs of the running server and its database. */
export interface StopDeps {
  /** The public listener, whose log speaks for the stop, and the ops listener when there is one. */
  apps: readonly [Listener, ...Listener[]];
  db: { close(): Promise<void> };
  /** Turned on by SIGTERM, so `/readyz` answers 503 while the server drains. */
  drain: { start(): void };
  /** How long SIGTERM keeps the listeners serving before they stop taking connections. */
  drainMs: number;
  /** How long requests in progress may take before their connections are cut. */
  graceMs: number;
  exit(code: number): void;
}

/**
 * The server's answer to SIGTERM and SIGINT. SIGTERM (a deploy's stop) first drains: `/readyz`
 * answers 503 at once while everything else is served as before for `drainMs`, long enough for a
 * load balancer's health check to take this instance out, so no new request meets a closed port.
 * Ctrl+C skips the drain: no load balancer waits on a developer's server. Then the listeners stop
 * taking connections, let the requests in progress finish (an enquiry being uploaded is stored
 * and acknowledged) and the database is closed. A request still open after the grace period, such
 * as an upload that stalled, has its connection cut: it was never acknowledged, so nothing a visitor was told is
 * lost, and the stop no longer waits for Node's five-minute request timeout. A second signal
 * exits at once (Ctrl+C twice); the database survives that as it survives a crash.
 */
export function gracefulStop({
  apps,
  db,
  drain,
  drainMs,
  graceMs,
  exit,
}: StopDeps): (signal: string) => void {
  const [app] = apps;
  let stopping = false;
  const close = (signal: string) => {
    app.log.info(`${signal}: closing, waiting up to ${graceMs} ms for requests in progress`);
    const deadline = setTimeout(() => {
      app.log.warn(`requests still in progress after ${graceMs} ms: closing their connections`);
      for (const listener of apps) listener.server.closeAllConnections();
    }, graceMs);
    void Promise.all(apps.map((listener) => listener.close()))
      .then(() => {
        clearTimeout(deadline);
        return db.close();
      })
      .then(
        () => exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, `${signal}: the stop failed`);
          exit(1);
        },
      );
  };
  return (signal) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    stopping = true;
    if (signal !== 'SIGTERM' || drainMs === 0) {
      close(signal);
      return;
    }
    drain.start();
    app.log.info(`${signal}: draining for ${drainMs} ms (/readyz answers 503)`);
    setTimeout(() => close(signal), drainMs);
  };
}
