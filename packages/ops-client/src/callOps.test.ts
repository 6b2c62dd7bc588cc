import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOps } from './callOps';
import { registryCalls, opsPath } from './contract';
import { OpsError } from './index';

/** What the test server saw of the last request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let seen: Seen | undefined;
/** What the test server answers next: status, body text, and a delay before it answers. */
let next: { status: number; body: string; delayMs?: number };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method!, url: request.url!, headers: request.headers, body };
      setTimeout(() => {
        response.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const answer = (status: number, body: unknown, delayMs?: number) => {
  next = { status, body: typeof body === 'string' ? body : JSON.stringify(body), delayMs };
};

/** The OpsError a call that must fail threw. */
const refusal = (call: Promise<unknown>): Promise<OpsError> =>
  call.then(
    () => Promise.reject(new Error('no refusal')),
    (error: unknown) => {
      expect(error).toBeInstanceOf(OpsError);
      return error as OpsError;
    },
  );

describe('callOps', () => {
  it('sends the bearer token, the actor and a JSON body to the server, and returns its JSON', async () => {
    answer(200, { stable: '1.1.0' });
    const result = await callOps(
      { server: base, token: 'secret-token', actor: 'meena' },
      'POST',
      '/ops/registry/calculator/promote',
      { revision: 4 },
    );
    expect(result).toEqual({ stable: '1.1.0' });
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/ops/registry/calculator/promote',
      headers: {
        authorization: 'Bearer secret-token',
        'x-ops-actor': 'meena',
        'content-type': 'application/json',
      },
    });
    expect(seen!.headers.cookie).toBeUndefined();
    expect(JSON.parse(seen!.body)).toEqual({ revision: 4 });
  });

  it('names no actor when none is given (the server records the token’s name), and sends no body to a GET', async () => {
    answer(200, { remotes: [] });
    await callOps({ server: base, token: 't' }, 'GET', '/ops/registry');
    expect(seen!.headers['x-ops-actor']).toBeUndefined();
    expect(seen!.headers['content-type']).toBeUndefined();
    expect(seen!.body).toBe('');
  });

  it('sends a FormData upload as multipart, as it is', async () => {
    answer(201, { version: '1.2.0' });
    const form = new FormData();
    form.append('file', new Blob(['console.log(1)']), 'remoteEntry.js');
    await callOps({ server: base, token: 't' }, 'POST', '/ops/registry/calculator', form);
    expect(seen!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen!.body).toContain('filename="remoteEntry.js"');
  });

  it('hands a path alone to the fetch it is given when no server is named (the console’s own origin)', async () => {
    answer(200, {});
    const asked: string[] = [];
    await callOps(
      {
        token: 't',
        fetch: (input, init) => {
          asked.push(input);
          return fetch(new URL(input, base), init);
        },
      },
      'GET',
      opsPath(registryCalls.traffic, { remote: 'calculator' }),
    );
    expect(asked).toEqual(['/ops/registry/calculator/traffic']);
  });

  it('throws the server’s refusal with its status: 401, 429, and a 400’s details', async () => {
    const client = { server: base, token: 't' };
    answer(401, { error: 'a valid ops token is required', requestId: 'r-1' });
    const wrong = await refusal(callOps(client, 'GET', '/ops/registry'));
    expect([wrong.status, wrong.describe(), wrong.fromOps]).toEqual([
      401,
      'a valid ops token is required',
      true,
    ]);
    answer(429, { error: 'too many failed ops attempts: retry in 42 s' });
    expect((await refusal(callOps(client, 'GET', '/ops/registry'))).describe()).toBe(
      'too many failed ops attempts: retry in 42 s',
    );
    answer(400, { error: 'the request is not valid', details: ['a', 'b'], requestId: 'r-2' });
    const invalid = await refusal(callOps(client, 'POST', '/ops/registry/x/canary', {}));
    expect([invalid.status, invalid.message, invalid.details]).toEqual([
      400,
      'the request is not valid',
      ['a', 'b'],
    ]);
    expect(invalid.describe()).toBe('the request is not valid: a; b');
  });

  it('names the bare status of an answer that is not the refusal’s JSON (a proxy’s page)', async () => {
    answer(502, '<html>Bad Gateway</html>');
    const bare = await refusal(callOps({ server: base, token: 't' }, 'GET', '/ops/registry'));
    expect([bare.status, bare.describe(), bare.fromOps]).toEqual([
      502,
      'the server answered 502',
      false,
    ]);
    answer(200, '<html>a page</html>');
    const page = await refusal(callOps({ server: base, token: 't' }, 'GET', '/ops/registry'));
    expect([page.status, page.fromOps]).toEqual([200, false]);
  });

  it('says, with status 0, when no server answers at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await refusal(callOps({ server: gone, token: 't' }, 'GET', '/ops/registry'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(new RegExp(`^no server answers at ${gone} \\(.*ECONNREFUSED`));
    // What failed, for a caller that names it in its own words.
    expect([error.fromOps, (error.cause as { cause?: { code?: string } }).cause?.code]).toEqual([
      false,
      'ECONNREFUSED',
    ]);
  });

  it('gives up on a server slower than its timeout, as on no server', async () => {
    answer(200, {}, 2000);
    const started = Date.now();
    const error = await refusal(
      callOps({ server: base, token: 't', timeoutMs: 200 }, 'GET', '/ops/registry'),
    );
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^no server answers at /);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
