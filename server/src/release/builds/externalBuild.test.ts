import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { spawn } from 'node:child_process';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistryError } from '../registryErrors';
import {
  DOWNLOAD_LIMITS,
  externalBaseUrl,
  fetchExternalBuild,
  fileUnder,
  type ExternalHosting,
} from './externalBuild';
import { sriOf } from './buildFiles';
import { downloadWhole, guardedDownload, NotFetched, type DownloadLimits } from './guardedDownload';

/** A listener on `host` that counts every connection made to it and answers none. */
async function internalServer(host = '127.0.0.1', port = 0) {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An http server on 127.0.0.1 answering with `handler`; counts the bytes its answers wrote. */
async function httpOrigin(handler: RequestListener, port = 0) {
  const server: Server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    port: bound,
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const manifest = (entry: string) =>
  JSON.stringify({
    name: 'calculator',
    metaData: { buildInfo: { buildVersion: '5.0.0' }, remoteEntry: { name: entry, path: '' } },
  });

/** Writes `chunk` until the client goes away; `sent` counts what was written. */
function endless(
  response: import('node:http').ServerResponse,
  chunk: Buffer,
  sent: { bytes: number },
) {
  const write = () => {
    while (!response.destroyed && response.write(chunk)) sent.bytes += chunk.length;
    if (!response.destroyed) response.once('drain', write);
  };
  response.on('close', () => response.removeAllListeners('drain'));
  write();
}

async function refusalOf(promise: Promise<unknown>): Promise<RegistryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistryError);
  return error as RegistryError;
}

const small: DownloadLimits = {
  manifestBytes: 64 * 1024,
  fileBytes: 64 * 1024,
  buildBytes: 96 * 1024,
  connectMs: 1000,
  totalMs: 2000,
  redirects: 3,
};

describe('fetchExternalBuild', () => {
  const internal = { server: undefined as unknown as Awaited<ReturnType<typeof internalServer>> };
  const sent = { bytes: 0 };
  let origin: Awaited<ReturnType<typeof httpOrigin>>;
  let hosting: ExternalHosting;
  let internalUrl: string;

  beforeAll(async () => {
    internal.server = await internalServer();
    internalUrl = `http://127.0.0.1:${internal.server.port}`;
    origin = await httpOrigin((request, response) => {
      const path = request.url ?? '/';
      const at = (name: string) => path === `/${name}/mf-manifest.json`;
      if (at('ok')) return void response.end(manifest('remoteEntry.js'));
      if (path === '/ok/remoteEntry.js') return void response.end('/* entry */');
      if (at('absolute')) return void response.end(manifest(`${internalUrl}/secret`));
      if (at('scheme-relative'))
        return void response.end(manifest(`//127.0.0.1:${internal.server.port}/secret`));
      if (at('redirect-away'))
        return void response.writeHead(302, { location: `${internalUrl}/secret` }).end();
      if (path.startsWith('/hop/')) {
        const n = Number(path.split('/')[2]);
        return void response
          .writeHead(307, { location: n > 0 ? `/hop/${n - 1}/` : '/ok/mf-manifest.json' })
          .end();
      }
      if (at('huge')) return endless(response, Buffer.alloc(16 * 1024, 32), sent);
      if (at('declares-huge')) {
        response.writeHead(200, { 'content-length': String(1024 ** 3) });
        return endless(response, Buffer.alloc(16 * 1024, 32), sent);
      }
      if (at('big-entry')) return void response.end(manifest('big.js'));
      if (path === '/big-entry/big.js') return void response.end(Buffer.alloc(60 * 1024, 32));
      if (at('slow')) {
        response.writeHead(200);
        const timer = setInterval(() => response.write(' '), 100);
        return void response.on('close', () => clearInterval(timer));
      }
      response.writeHead(404).end('not found');
    });
    hosting = { siteIsHttps: false, listedOrigins: [origin.origin] };
  });
  afterAll(async () => {
    await origin.close();
    await internal.server.close();
  });

  it('reads a listed origin’s manifest and entry', async () => {
    const build = await fetchExternalBuild(`${origin.origin}/ok`, hosting, { limits: small });
    expect(build.baseUrl).toBe(`${origin.origin}/ok/`);
    expect(await build.integrityOf('remoteEntry.js')).toBe(sriOf(Buffer.from('/* entry */')));
  });

  it('says only "not fetched", whatever kept a file away, and logs the reason', async () => {
    const cases: [string, RegExp][] = [
      ['missing', /^HTTP 404$/],
      ['redirect-away', /is another origin$/],
      ['huge', /^more than the 65536 bytes left$/],
      ['declares-huge', /^declares 1073741824 bytes/],
      ['slow', /^the registration took longer than 2000 ms$/],
    ];
    for (const [name, reason] of cases) {
      const error = await refusalOf(
        fetchExternalBuild(`${origin.origin}/${name}/`, hosting, { limits: small }),
      );
      expect([error.status, error.message], name).toEqual([
        422,
        `${origin.origin}/${name}/mf-manifest.json not fetched`,
      ]);
      expect(error.logReason, name).toMatch(reason);
    }
    const closed = await internalServer();
    await closed.close();
    const gone = `http://127.0.0.1:${closed.port}`;
    const error = await refusalOf(
      fetchExternalBuild(gone, { siteIsHttps: false, listedOrigins: [gone] }, { limits: small }),
    );
    expect([error.message, error.logReason]).toEqual([
      `${gone}/mf-manifest.json not fetched`,
      'ECONNREFUSED',
    ]);
    expect(internal.server.connections()).toBe(0);
  });

  it('cuts a file at its cap however it is sent, and the build at its own cap', async () => {
    sent.bytes = 0;
    const manifestCap = { ...small, manifestBytes: 16 * 1024 };
    const error = await refusalOf(
      fetchExternalBuild(`${origin.origin}/huge/`, hosting, { limits: manifestCap }),
    );
    expect(error.logReason).toBe('more than the 16384 bytes left');
    // Stopped at the cap: what the server got into its socket before it saw the close.
    expect(sent.bytes).toBeLessThan(small.fileBytes + 4 * 1024 * 1024);
    const entryCap = { ...small, fileBytes: 50 * 1024 };
    const capped = await fetchExternalBuild(`${origin.origin}/big-entry/`, hosting, {
      limits: entryCap,
    });
    expect((await refusalOf(capped.integrityOf('big.js'))).logReason).toBe(
      'declares 61440 bytes, more than the 51200 left',
    );
    const build = await fetchExternalBuild(`${origin.origin}/big-entry/`, hosting, {
      limits: { ...small, buildBytes: 50 * 1024 },
    });
    const refused = await refusalOf(build.integrityOf('big.js'));
    expect([refused.message, refused.logReason]).toEqual([
      `${origin.origin}/big-entry/big.js not fetched`,
      expect.stringMatching(/^declares 61440 bytes, more than the \d+ left$/),
    ]);
  });

  it('follows a few redirects within the origin, and no more', async () => {
    const three = await fetchExternalBuild(`${origin.origin}/hop/2/`, hosting, { limits: small });
    expect(three.baseUrl).toBe(`${origin.origin}/hop/2/`);
    const four = await refusalOf(
      fetchExternalBuild(`${origin.origin}/hop/3/`, hosting, { limits: small }),
    );
    expect(four.logReason).toBe('more than 3 redirects');
  });

  it('refuses entry names that are absolute URLs, scheme-relative, absolute paths or climb out, without a request', async () => {
    for (const name of ['absolute', 'scheme-relative']) {
      const build = await fetchExternalBuild(`${origin.origin}/${name}/`, hosting, {
        limits: small,
      });
      const entry = (build.manifest as { metaData: { remoteEntry: { name: string } } }).metaData
        .remoteEntry.name;
      const error = await refusalOf(build.integrityOf(entry));
      expect([error.status, error.message]).toEqual([
        400,
        expect.stringMatching(/^the file ".*" is not a relative file name/),
      ]);
    }
    const base = new URL(`${origin.origin}/ok/`);
    for (const name of ['/etc/passwd', '../secret', 'a/../../b', 'a\\..\\b', 'https://x.example/a'])
      expect(() => fileUnder(base, name), name).toThrow(/is not a relative file name/);
    expect(fileUnder(base, 'static/a.js').href).toBe(`${origin.origin}/ok/static/a.js`);
    expect(internal.server.connections()).toBe(0);
  });

  it('with no origin listed, refuses http, and https hosts on loopback, by name or by address, before connecting', async () => {
    const open: ExternalHosting = { siteIsHttps: false, listedOrigins: [] };
    expect(() => externalBaseUrl(internalUrl, open)).toThrow(
      'builds come from https origins unless EXTERNAL_BUILD_ORIGINS lists the origin',
    );
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]']) {
      const url = `https://${host}:${internal.server.port}/calc/`;
      const error = await refusalOf(fetchExternalBuild(url, open, { limits: small }));
      expect(error.message, host).toBe(`${new URL(url).href}mf-manifest.json not fetched`);
      expect(error.logReason, host).toMatch(/resolves to .*loopback/);
    }
    expect(internal.server.connections()).toBe(0);
  });

  it('keeps its defaults: 1 MiB the manifest, 5 MiB another file, 8 MiB a build, 5 s to connect, 20 s in all, 3 redirects', () => {
    expect(DOWNLOAD_LIMITS).toEqual({
      manifestBytes: 1024 * 1024,
      fileBytes: 5 * 1024 * 1024,
      buildBytes: 8 * 1024 * 1024,
      connectMs: 5000,
      totalMs: 20_000,
      redirects: 3,
    });
  });
});

describe('guardedDownload', () => {
  it('connects to the address it checked, and checks the address again on every redirect (a DNS rebind reaches nothing)', async () => {
    const files = await httpOrigin((request, response) => {
      if (request.url === '/a') return void response.writeHead(302, { location: '/b' }).end();
      response.end('file b');
    });
    // Another listener on the same port of another loopback address: where a rebind would go.
    const internal = await internalServer('127.0.0.2', files.port);
    const origin = `http://files.test:${files.port}`;
    try {
      const answers: string[] = [];
      const rebinding = (address: string) => async () => {
        answers.push(address);
        return [{ address, family: 4 }];
      };
      // In this test 127.0.0.1 counts as public and 127.0.0.2 as private.
      const refusedAddress = (address: string) => (address === '127.0.0.1' ? null : 'private');
      let calls = 0;
      const download = guardedDownload({
        origin,
        listed: false,
        limits: small,
        refusedAddress,
        resolve: () => rebinding(calls++ === 0 ? '127.0.0.1' : '127.0.0.2')(),
      });
      const error = await downloadWhole(download, new URL(`${origin}/a`), 1024).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(NotFetched);
      expect((error as Error).message).toBe('files.test resolves to 127.0.0.2, private');
      expect(answers).toEqual(['127.0.0.1', '127.0.0.2']);
      expect(internal.connections()).toBe(0);

      // Resolved once per request, and the socket uses that answer (files.test is in no DNS).
      let lookups = 0;
      const pinned = guardedDownload({
        origin,
        listed: false,
        limits: small,
        refusedAddress,
        resolve: () => {
          lookups += 1;
          return rebinding('127.0.0.1')();
        },
      });
      expect((await downloadWhole(pinned, new URL(`${origin}/a`), 1024)).toString()).toBe('file b');
      expect(lookups).toBe(2);
      expect(internal.connections()).toBe(0);
    } finally {
      await internal.close();
      await files.close();
    }
  });

  it('gives up on a connection that is not made within its time', async () => {
    // A listener whose process is stopped: once its accept queue is full, the kernel drops every
    // further SYN and a connection hangs, as it does to a host that filters the port.
    const child = spawn(process.execPath, [
      '-e',
      "require('net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, function () { console.log(this.address().port) })",
    ]);
    const fillers: Socket[] = [];
    try {
      const port = await new Promise<number>((resolve) =>
        child.stdout.once('data', (data: Buffer) => resolve(Number(String(data)))),
      );
      child.kill('SIGSTOP');
      for (let n = 0; n < 4; n += 1) fillers.push(connect(port, '127.0.0.1').on('error', () => {}));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const origin = `http://127.0.0.1:${port}`;
      const download = guardedDownload({
        origin,
        listed: true,
        limits: { ...small, connectMs: 300, totalMs: 5000 },
      });
      const started = Date.now();
      const error = await downloadWhole(download, new URL(`${origin}/x`), 1024).then(
        () => null,
        (e: unknown) => e,
      );
      expect((error as Error).message).toBe('no connection within 300 ms');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const filler of fillers) filler.destroy();
      child.kill('SIGKILL');
    }
  });
});
