import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** What a stop needs of the running server and its database. */
export interface StopDeps {
  app: {
    close(): Promise<unknown>;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
    server: Pick<Server, 'closeAllConnections'>;
  };
  db: { close(): Promise<void> };
  /** How long requests in progress may take before their connections are cut. */
  graceMs: number;
  exit(code: number): void;
}

/**
 * The server's answer to SIGTERM and SIGINT. The first signal stops taking connections, lets the
 * requests in progress finish (an enquiry being uploaded is stored and acknowledged) and then
 * closes the database. A request still open after the grace period, such as an upload that
 * stalled, has its connection cut: it was never acknowledged, so nothing a visitor was told is
 * lost, and the stop no longer waits for Node's five-minute request timeout. A second signal
 * exits at once (Ctrl+C twice); the database survives that as it survives a crash.
 */
export function gracefulStop({ app, db, graceMs, exit }: StopDeps): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    stopping = true;
    app.log.info(`${signal}: closing, waiting up to ${graceMs} ms for requests in progress`);
    const deadline = setTimeout(() => {
      app.log.warn(`requests still in progress after ${graceMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, graceMs);
    void app
      .close()
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
}
