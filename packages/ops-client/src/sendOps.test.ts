import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryCalls, tokenCalls } from './contract';
import { OpsError, sendOps } from './index';

let server: Server;
let client: { server: string; token: string };
/** The method, URL and body of each request the test server saw. */
const seen: { method: string; url: string; body: string }[] = [];
/** What the test server answers every request. */
let answer = '{"ok":true}';
/** A send whose answer is not the call's (these tests look at the request). */
const ignoring = (sent: Promise<unknown>) => sent.catch(() => undefined);

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = { server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 't' };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('sendOps', () => {
  it('sends a call to its route under /ops, every parameter escaped, the body as JSON', async () => {
    await ignoring(
      sendOps(client, registryCalls.abort, { remote: 'calc/../x' }, { reason: 'bad' }),
    );
    await ignoring(sendOps(client, tokenCalls.revoke, { name: 'a b' }));
    expect(seen.splice(0)).toEqual([
      { method: 'POST', url: '/ops/registry/calc%2F..%2Fx/abort', body: '{"reason":"bad"}' },
      { method: 'POST', url: '/ops/tokens/a%20b/revoke', body: '' },
    ]);
  });

  it('sends a GET’s request as its query, leaving out what is absent', async () => {
    await ignoring(
      sendOps(client, registryCalls.traffic, { remote: 'calculator' }, { minutes: '15' }),
    );
    await ignoring(sendOps(client, registryCalls.traffic, { remote: 'calculator' }, {}));
    await ignoring(sendOps(client, registryCalls.status, {}));
    expect(seen.splice(0).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /ops/registry/calculator/traffic?minutes=15',
      'GET /ops/registry/calculator/traffic',
      'GET /ops/registry',
    ]);
  });

  it('answers what the call declares, fields it does not name kept; throws on another shape', async () => {
    const channels = { remote: 'calculator', stable: '1.0.0', canary: null, revision: 3 };
    answer = JSON.stringify({ ...channels, extra: 1 });
    await expect(
      sendOps(client, registryCalls.abort, { remote: 'calculator' }, {}),
    ).resolves.toEqual({ ...channels, extra: 1 });
    answer = JSON.stringify({ ...channels, revision: '3' });
    const refused = await sendOps(client, registryCalls.abort, { remote: 'calculator' }, {}).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(OpsError);
    expect((refused as OpsError).fromOps).toBe(false);
    expect((refused as OpsError).details).toEqual(['revision: Invalid input']);
    answer = '{"ok":true}';
    seen.splice(0);
  });
});
