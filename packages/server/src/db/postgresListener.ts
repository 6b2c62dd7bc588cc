import { Client } from 'pg';
import type { NotificationHandlers, NotificationListener } from './database';
import type { DatabaseLogger } from './postgres';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would drop the subscription when released).
 * When the connection fails it is opened again, sooner at first, then every 5 s.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  log: DatabaseLogger,
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
    const next = new Client({ connectionString: url });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      handlers.connected(false);
      if (err && !closed) log.error({ err }, 'registry notifications: connection lost');
      next.end().catch(() => undefined);
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
