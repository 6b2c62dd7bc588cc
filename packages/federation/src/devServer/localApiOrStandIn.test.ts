import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_API_SOURCE_PATH } from '@gold/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { localApiOrStandIn } from './localApiOrStandIn';

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return (server.address() as AddressInfo).port;
}

/** A dev server holding only the middleware, whose "proxy" (what comes next) answers 299. */
async function devServer(apiPort: number): Promise<number> {
  const middleware = localApiOrStandIn({ port: apiPort, aesKey: 'KanakaGoldKey#25' });
  return listen(
    createServer((request, response) => {
      void middleware(request, response, () => {
        response.statusCode = 299;
        response.end('next');
      });
    }),
  );
}

function post(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { port, host: 'localhost', path, method: path.startsWith('/api/') ? 'POST' : 'GET' },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(path.startsWith('/api/') ? '{"data":"x"}' : undefined);
  });
}

/** A port nothing listens on: one the system gave and took back. */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  servers.splice(servers.indexOf(server), 1);
  return port;
}

describe('a remote alone: the local server, else the stand-in', () => {
  it('passes /api on to the proxy while the local server listens', async () => {
    const api = await listen(createServer((_request, response) => response.end()));
    const port = await devServer(api);
    expect(await post(port, '/api/goldRate/view')).toEqual({ status: 299, body: 'next' });
    expect(JSON.parse((await post(port, DEV_API_SOURCE_PATH)).body)).toEqual({
      answeredBy: 'server',
      server: `http://localhost:${api}`,
    });
  });

  it('answers /api itself, as the stand-in, while nothing listens; other paths go on', async () => {
    const port = await devServer(await freePort());
    const rates = await post(port, '/api/goldRate/view');
    expect(rates.status).toBe(200);
    expect(JSON.parse(rates.body)).toMatchObject({ flag: 1, message: /development stand-in/ });
    expect(JSON.parse((await post(port, DEV_API_SOURCE_PATH)).body)).toMatchObject({
      answeredBy: 'stand-in',
    });
    expect((await post(port, '/website/Calculator')).status).toBe(299);
  });
});
