import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A proxy that holds some requests back until enough of them have arrived. */
export interface HoldingProxy {
  url: string;
  /** Which target each held request went to (index into the targets), in the order released. */
  heldTo: number[];
  close(): Promise<void>;
}

/**
 * Starts an HTTP proxy on a free port of 127.0.0.1 in front of `targets` (base URLs: one server,
 * or instances taken in turn, request by request). Requests for which `hold` answers true wait
 * until `count` of them have arrived, then all go on at once; the rest pass straight through.
 * Separate processes racing each other (CLI calls) can then be made to do their reads before any
 * of them writes, every time rather than by luck.
 */
export async function startHoldingProxy(
  targets: readonly string[],
  hold: (request: IncomingMessage) => boolean,
  count: number,
): Promise<HoldingProxy> {
  const waiting: (() => void)[] = [];
  const heldTo: number[] = [];
  let next = 0;
  const send = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = next++ % targets.length;
    const url = new URL(incoming.url ?? '/', targets[index]);
    if (hold(incoming)) heldTo.push(index);
    const upstream = forward(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end('bad gateway'));
    incoming.pipe(upstream);
  };
  let arrived = 0;
  const server = createServer((incoming, outgoing) => {
    if (!hold(incoming)) return send(incoming, outgoing);
    incoming.pause();
    arrived += 1;
    waiting.push(() => {
      incoming.resume();
      send(incoming, outgoing);
    });
    if (arrived >= count) waiting.splice(0).forEach((go) => go());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    heldTo,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
