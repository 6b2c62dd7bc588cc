import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer in front of several instances: each request goes to the next one in turn. */
export interface RoundRobinProxy {
  url: string;
  /** Which backend answered each request so far (index into the backends), in order. */
  served: number[];
  close(): Promise<void>;
}

/** Starts a round-robin HTTP proxy on a free port of 127.0.0.1 in front of `backends` (base URLs). */
export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % backends.length;
    served.push(index);
    const target = new URL(incoming.url ?? '/', backends[index]);
    const upstream = forward(
      target,
      // The Host the browser sent, as a load balancer keeps it: the instances check a POST's
      // Origin against it.
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end('bad gateway'));
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
