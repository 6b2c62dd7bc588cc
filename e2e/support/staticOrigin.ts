import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.webp': 'image/webp',
};

/** A second origin (another port of 127.0.0.1) serving a build folder under `prefix`, as a CDN would. */
export interface StaticOrigin {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves `folder` at `<origin><prefix>` with CORS (the shell loads remote scripts with integrity),
 * on `port` (any free one by default; a server that must list the origin needs it fixed).
 */
export async function serveFolder(folder: string, prefix: string, port = 0): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    const file = join(folder, normalize(path.slice(prefix.length)).replace(/^(\.\.[/\\])+/, ''));
    if (!path.startsWith(prefix) || !existsSync(file) || !statSync(file).isFile())
      return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
