import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { stripScripts } from './stripScripts';

/** A server of the bench's own in front of another, on loopback. */
export interface Proxy {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  stop(): Promise<void>;
}

interface Codec {
  decode: (body: Buffer) => Promise<Buffer>;
  encode: (body: Buffer) => Promise<Buffer>;
}

// The HTML goes back in the encoding the server chose for this browser, about as small: Lighthouse
// simulates the download from the bytes sent, and a reference sent uncompressed would load slower
// than the live page for that reason alone. Brotli at the server's quality (server/src/app.ts).
const codecs = new Map<string, Codec>(
  Object.entries({
    br: {
      decode: promisify(zlib.brotliDecompress),
      encode: (body) =>
        promisify(zlib.brotliCompress)(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
    },
    gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
    identity: { decode: async (body: Buffer) => body, encode: async (body: Buffer) => body },
  }),
);

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The HTML answer without its scripts, in the encoding it came in. */
async function strippedHtml(upstream: IncomingMessage, codec: Codec): Promise<Buffer> {
  const html = (await codec.decode(await readBody(upstream))).toString('utf8');
  return codec.encode(Buffer.from(stripScripts(html), 'utf8'));
}

/**
 * The pages of the server at `upstream` as a visitor has them before any script runs: every
 * request is forwarded, and an HTML answer comes back without its scripts (stripScripts.ts), sent
 * chunked; its other headers, the CSP included, as sent (a policy only forbids).
 * Every other answer passes unchanged. The bench's no-script reference for each route, on loopback
 * at `port` (any free one by default).
 */
export async function startNoScriptProxy(upstream: string, port = 0): Promise<Proxy> {
  const target = new URL(upstream);
  const server = createServer((incoming, answer) => {
    const fail = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!answer.headersSent) answer.writeHead(502, { 'content-type': 'text/plain' });
      answer.end(`no-script proxy: ${message}`);
    };
    const forwarded = request(
      upstream + (incoming.url ?? '/'),
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        const status = response.statusCode ?? 502;
        const headers: OutgoingHttpHeaders = { ...response.headers };
        const html = (response.headers['content-type'] ?? '').startsWith('text/html');
        // A HEAD, 204 or 304 answer has no body to strip.
        if (!html || incoming.method === 'HEAD' || status === 204 || status === 304) {
          answer.writeHead(status, headers);
          response.pipe(answer);
          return;
        }
        const encoding = response.headers['content-encoding'] ?? 'identity';
        const codec = codecs.get(encoding);
        if (!codec) {
          response.resume();
          fail(new Error(`HTML in ${encoding}, not br or gzip`));
          return;
        }
        // The headers go on at once, the body when stripped: Lighthouse simulates the wait for the
        // server from when the headers came, and the time the bench takes to strip is not the
        // server's. Its length is known only then: it goes chunked.
        delete headers['content-length'];
        answer.writeHead(status, headers).flushHeaders();
        strippedHtml(response, codec).then(
          (body) => answer.end(body),
          (error: unknown) => answer.destroy(error instanceof Error ? error : undefined),
        );
      },
    );
    forwarded.on('error', fail);
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
