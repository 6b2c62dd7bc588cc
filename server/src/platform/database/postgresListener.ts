import { Client } from 'pg';
import type { DatabaseLogger, NotificationHandlers, NotificationListener } from './database';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/** How the connection is watched: a hung one is given up within `everyMs + timeoutMs` or so. */
export interface ListenerTiming {
  /** How often the connection is asked a trivial query. */
  heartbeatMs?: number;
  /** How long the connection, or that query, may take before the connection is given up. */
  timeoutMs?: number;
}

/**
 * LISTEN on a connection of its own (a pooled one would drop the subscription when released).
 * When the connection fails it is opened again, sooner at first, then every 5 s.
 *
 * A connection whose server stopped answering (its backend hung, a network path gone quiet) raises
 * no error by itself: TCP keepalive finds a dead peer, and a heartbeat query with a timeout finds
 * a living peer that does not answer, so the connection is replaced within seconds.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  log: DatabaseLogger,
  { heartbeatMs = 1000, timeoutMs = 2000 }: ListenerTiming = {},
): NotificationListener {
  let closed = false;
  let client: Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || timer) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    const next = new Client({
      connectionString: url,
      application_name: 'gold registry notifications',
      keepAlive: true,
      keepAliveInitialDelayMillis: timeoutMs,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    let heartbeat: NodeJS.Timeout | undefined;
    const lost = (err?: Error) => {
      clearInterval(heartbeat);
      if (client !== next) return;
      client = undefined;
      handlers.connected(false);
      if (err && !closed) log.error({ err }, 'registry notifications: connection lost');
      // A hung server never answers end()'s goodbye: the socket is closed from this side.
      next.end().catch(() => undefined);
      socketOf(next)?.destroy();
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (closed) return void (await next.end());
      attempt = 0;
      handlers.connected(true);
      let asking = false;
      heartbeat = setInterval(() => {
        if (asking) return;
        asking = true;
        next.query('SELECT 1').then(
          () => (asking = false),
          (err: Error) => lost(err),
        );
      }, heartbeatMs);
      heartbeat.unref();
    } catch (err) {
      lost(err as Error);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The client's socket (node-postgres keeps it on its connection, not in its typings). */
function socketOf(client: Client): { destroy(): void } | undefined {
  return (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection
    ?.stream;
}
