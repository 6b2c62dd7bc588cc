import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * For tests: a TCP proxy to `target` whose open connections can be frozen, as a PostgreSQL backend
 * stopped with SIGSTOP is: the socket stays open and nothing comes back. New connections pass.
 */
export async function freezingProxy(target: { host: string; port: number }) {
  const open = new Set<{ client: Socket; server: Socket; frozen: boolean }>();
  const proxy = createServer((client) => {
    const server = connect(target);
    const pair = { client, server, frozen: false };
    open.add(pair);
    client.on('data', (chunk) => pair.frozen || server.write(chunk));
    server.on('data', (chunk) => pair.frozen || client.write(chunk));
    const end = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('close', end).on('error', end);
    server.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    /** Connections open now, frozen until they close. */
    freeze(): number {
      for (const pair of open) pair.frozen = true;
      return open.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of open) pair.client.destroy();
        proxy.close(() => resolve());
      }),
  };
}
