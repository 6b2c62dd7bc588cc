import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A static file server on another port of 127.0.0.1: "another origin" for builds hosted elsewhere. */
export interface FileOrigin {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `files` (by absolute path, `/calc/1.0/remoteEntry.js`) with CORS, as a CDN would. */
export async function serveFiles(files: ReadonlyMap<string, Buffer>): Promise<FileOrigin> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    const content = files.get(path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!content) return void response.writeHead(404).end('not found');
    const type = path.endsWith('.json')
      ? 'application/json'
      : path.endsWith('.js')
        ? 'text/javascript'
        : path.endsWith('.css')
          ? 'text/css'
          : 'application/octet-stream';
    response.writeHead(200, { 'Content-Type': type }).end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
