import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryCalls, tokenCalls } from './contract';
import { sendOps } from './index';

let server: Server;
let client: { server: string; token: string };
/** The method, URL and body of each request the test server saw. */
const seen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = { server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 't' };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('sendOps', () => {
  it('sends a call to its route under /ops, every parameter escaped, the body as JSON', async () => {
    await sendOps(client, registryCalls.abort, { remote: 'calc/../x' }, { reason: 'bad' });
    await sendOps(client, tokenCalls.revoke, { name: 'a b' });
    expect(seen.splice(0)).toEqual([
      { method: 'POST', url: '/ops/registry/calc%2F..%2Fx/abort', body: '{"reason":"bad"}' },
      { method: 'POST', url: '/ops/tokens/a%20b/revoke', body: '' },
    ]);
  });

  it('sends a GET’s request as its query, leaving out what is absent', async () => {
    await sendOps(client, registryCalls.traffic, { remote: 'calculator' }, { minutes: '15' });
    await sendOps(client, registryCalls.traffic, { remote: 'calculator' }, {});
    await sendOps(client, registryCalls.status, {});
    expect(seen.splice(0).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /ops/registry/calculator/traffic?minutes=15',
      'GET /ops/registry/calculator/traffic',
      'GET /ops/registry',
    ]);
  });
});
