import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoScriptProxy, type Proxy } from './noScriptProxy';
import { homePage } from './pageFixture';
import { stripScripts } from './stripScripts';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const script = 'console.log("<script>kept</script>");';

/** Ends the body of /held, which the stand-in keeps until then. */
let release = () => {};

/** A stand-in for the site's server: the real home page, compressed as the client asks. */
function upstream(): Server {
  return createServer((request, response) => {
    if (request.url === '/held') {
      response.writeHead(200, { 'content-type': 'text/html' }).flushHeaders();
      release = () => response.end('<p>a</p><script>b()</script>');
      return;
    }
    if (request.url === '/shell/main.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    const accepted = request.headers['accept-encoding'] ?? '';
    const page = Buffer.from(homePage);
    const [encoding, body] = accepted.includes('br')
      ? ['br', brotliCompressSync(page)]
      : accepted.includes('gzip')
        ? ['gzip', gzipSync(page)]
        : accepted.includes('zstd')
          ? ['zstd', page]
          : ['identity', page];
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CSP,
        'content-encoding': encoding,
        'content-length': body.length,
        'x-seen-host': request.headers.host,
      })
      .end(body);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The raw answer, undecoded, to see the bytes and headers a browser gets. */
function raw(url: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe('the no-script proxy', () => {
  const server = upstream();
  let origin: string;
  let proxy: Proxy;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    proxy = await startNoScriptProxy(origin);
  });
  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the page without scripts, in the encoding the server chose, chunked', async () => {
    const brotli = await raw(`${proxy.origin}/website/home`, 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotli.headers['transfer-encoding']).toBe('chunked');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(stripScripts(homePage));

    const gzip = await raw(`${proxy.origin}/website/home`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(stripScripts(homePage));

    const plain = await raw(`${proxy.origin}/website/home`, 'identity');
    expect(plain.body.toString()).toBe(stripScripts(homePage));
  });

  it('keeps the other headers of the page, the CSP among them, and asks as the server', async () => {
    const { headers } = await raw(`${proxy.origin}/website/home`, 'identity');
    expect(headers['content-security-policy']).toBe(CSP);
    expect(headers['x-seen-host']).toBe(new URL(origin).host);
  });

  it('sends the headers as soon as the server’s come, the page once stripped', async () => {
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${proxy.origin}/held`, resolve).on('error', reject);
    });
    // The server still holds the page's body.
    expect(answer.headers['content-type']).toBe('text/html');
    release();
    let body = '';
    for await (const chunk of answer) body += String(chunk);
    expect(body).toBe('<p>a</p>');
  });

  it('passes every other answer unchanged', async () => {
    const { status, headers, body } = await raw(`${proxy.origin}/shell/main.js`, 'br');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/javascript');
    expect(body.toString()).toBe(script);
  });

  it('answers 502, saying why, for a page in an encoding it cannot read', async () => {
    const { status, body } = await raw(`${proxy.origin}/website/home`, 'zstd');
    expect(status).toBe(502);
    expect(body.toString()).toBe('no-script proxy: HTML in zstd, not br or gzip');
  });
});
