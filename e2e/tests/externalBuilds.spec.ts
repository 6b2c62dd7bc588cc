import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { sampleResidentMemory } from '../support/memorySampler';
import { opsHeaders } from '../support/siteForms';
import { repoRoot, startOwnServer, type OwnServer } from '../support/serverProcess';

// Builds registered by URL, tried the way an attacker with a team token would: the server must
// never reach an address on its own network it was not told to, and a file without end must not
// take its memory.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PORT = Number(process.env.E2E_EXTERNAL_PORT ?? 8341);
/** The one origin the server's configuration lists (loopback, as a CDN in a test must be). */
const LISTED_PORT = Number(process.env.E2E_EXTERNAL_ORIGIN_PORT ?? 8346);
const listedOrigin = `http://127.0.0.1:${LISTED_PORT}`;
const GIB = 1024 ** 3;
/** Registrations sent at once, by this many teams' tokens, each entry's last byte held this long. */
const HELD_REGISTRATIONS = 60;
const TEAMS = 6;
const HOLD_MS = 15_000;
/** The largest files a registration takes: a manifest under its 1 MiB cap, an entry under 5 MiB. */
const MANIFEST_BYTES = 1024 * 1024 - 1024;
const ENTRY_BYTES = 4.9 * 1024 * 1024;

/** An http server on 127.0.0.1 that records every connection and request it gets. */
async function recordingServer(
  port: number,
  answer: (request: IncomingMessage, response: ServerResponse) => void,
) {
  const requests: string[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    answer(request, response);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The calculator's built manifest as version `version`, its entry named `entry`. */
function calculatorManifest(version: string, entry = 'remoteEntry.js'): string {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'mf-calculator/dist/mf-manifest.json'), 'utf8'),
  ) as {
    metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
  };
  manifest.metaData.buildInfo.buildVersion = version;
  manifest.metaData.remoteEntry.name = entry;
  return JSON.stringify(manifest);
}

/** What the endless manifest sent before the server cut it. */
const huge = { sentBytes: 0, closedAfterMs: 0 };

/**
 * Streams 1 GiB of a manifest's start and spaces, as fast as the reader takes it, never holding
 * more than one 64 KiB chunk: never buffered by this process either.
 */
function streamHugeManifest(response: ServerResponse) {
  const started = Date.now();
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.write('{"name":"calculator","padding":"');
  huge.sentBytes = 0;
  const write = () => {
    while (huge.sentBytes < GIB && !response.destroyed) {
      huge.sentBytes += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    if (!response.destroyed) response.end('"}');
  };
  response.on('close', () => (huge.closedAfterMs = Date.now() - started));
  write();
}

/** Version `version` of the calculator's manifest padded to just under the 1 MiB cap of a manifest. */
function paddedManifest(version: string): string {
  const manifest = calculatorManifest(version);
  return `${manifest.slice(0, -1)},"padding":"${' '.repeat(MANIFEST_BYTES - manifest.length - 14)}"}`;
}

/**
 * The calculator's entry padded to 4.9 MiB (under the 5 MiB cap of a file), all of it but its
 * last byte at once, that byte after {@link HOLD_MS}.
 */
function heldEntry(response: ServerResponse, entry: Buffer) {
  const padded = Buffer.concat([entry, Buffer.alloc(ENTRY_BYTES - entry.length, 0x20)]);
  response.writeHead(200, { 'Content-Type': 'text/javascript' });
  response.write(padded.subarray(0, -1));
  const timer = setTimeout(() => response.end(' '), HOLD_MS);
  response.once('close', () => clearTimeout(timer));
}

/** VmHWM of /proc/<pid>/status: the process's peak resident memory so far, in bytes. */
const peakResidentBytes = (pid: number) =>
  Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

let server: OwnServer;
let internal: Awaited<ReturnType<typeof recordingServer>>;
let listed: Awaited<ReturnType<typeof recordingServer>>;

test.beforeAll(async () => {
  internal = await recordingServer(0, (_request, response) => response.end('secret'));
  const internalUrl = `http://127.0.0.1:${internal.port}`;
  const entry = readFileSync(join(repoRoot, 'mf-calculator/dist/remoteEntry.js'));
  listed = await recordingServer(LISTED_PORT, (request, response) => {
    const path = request.url ?? '/';
    if (path === '/ok/mf-manifest.json') return void response.end(calculatorManifest('7.1.0'));
    if (path === '/ok/remoteEntry.js') return void response.end(entry);
    if (path.startsWith('/moved/'))
      return void response.writeHead(302, { Location: path.replace('/moved/', '/ok/') }).end();
    if (path === '/away/mf-manifest.json')
      return void response.writeHead(302, { Location: `${internalUrl}/mf-manifest.json` }).end();
    if (path === '/absolute-entry/mf-manifest.json')
      return void response.end(calculatorManifest('7.2.0', `${internalUrl}/secret`));
    if (path === '/scheme-relative-entry/mf-manifest.json')
      return void response.end(calculatorManifest('7.3.0', `//127.0.0.1:${internal.port}/secret`));
    if (path === '/huge/mf-manifest.json') return streamHugeManifest(response);
    const held = /^\/held\/(\d+)\/(.+)$/.exec(path);
    if (held?.[2] === 'mf-manifest.json')
      return void response.end(paddedManifest(`8.0.${held[1]}`));
    if (held?.[2] === 'remoteEntry.js') return heldEntry(response, entry);
    response.writeHead(404).end('not found');
  });
  server = await startOwnServer(PORT, { EXTERNAL_BUILD_ORIGINS: listedOrigin });
});

test.afterAll(async () => {
  await server?.stop();
  await listed?.close();
  await internal?.close();
});

test('an internal server on loopback is never fetched: not by URL, not through a redirect from a listed origin, not as an entry name', async () => {
  const internalUrl = `http://127.0.0.1:${internal.port}`;
  const refusals: [args: string[], error: string | RegExp][] = [
    [
      ['publish', 'calculator', '--url', `${internalUrl}/`],
      `refused: ${internalUrl}/ not fetched: ${internalUrl} is not an origin listed in EXTERNAL_BUILD_ORIGINS`,
    ],
    [
      ['swap', 'calculator', '--url', `http://localhost:${internal.port}/calc`],
      `refused: http://localhost:${internal.port}/calc/ not fetched: http://localhost:${internal.port} is not an origin listed in EXTERNAL_BUILD_ORIGINS`,
    ],
    [
      ['publish', 'calculator', '--url', `${listedOrigin}/away/`],
      `refused: ${listedOrigin}/away/mf-manifest.json not fetched`,
    ],
    [
      ['swap', 'calculator', '--url', `${listedOrigin}/away/`],
      `refused: ${listedOrigin}/away/mf-manifest.json not fetched`,
    ],
    [
      ['publish', 'calculator', '--url', `${listedOrigin}/absolute-entry/`],
      /^refused: .*\/absolute-entry\/mf-manifest\.json names what the registry refuses\n {2}- entry file "http:\/\/127\.0\.0\.1:\d+\/secret" is not a relative file name/,
    ],
    [
      ['swap', 'calculator', '--url', `${listedOrigin}/scheme-relative-entry/`],
      /^refused: .*names what the registry refuses\n {2}- entry file "\/\/127\.0\.0\.1:\d+\/secret" is not a relative file name/,
    ],
    [
      ['publish', 'calculator', '--url', `${listedOrigin}/missing/`],
      `refused: ${listedOrigin}/missing/mf-manifest.json not fetched`,
    ],
  ];
  for (const [args, error] of refusals) {
    const run = await server.cliAsync('registry', ...args);
    expect(run.code, args.join(' ')).toBe(1);
    if (typeof error === 'string') expect(run.err.trim(), args.join(' ')).toBe(error);
    else expect(run.err.trim(), args.join(' ')).toMatch(error);
  }
  expect(internal.requests).toEqual([]);
  expect(internal.connections()).toBe(0);
  const received = `${internal.requests.length} requests, ${internal.connections()} connections`;
  test.info().annotations.push({ type: 'internal server', description: received });
  console.log(`internal server: ${received}`);

  // The listed origin itself works, a redirect within it included.
  const moved = await server.cliAsync(
    'registry',
    'publish',
    'calculator',
    '--url',
    `${listedOrigin}/moved/`,
  );
  expect(moved.code, moved.err).toBe(0);
  expect(moved.out).toContain(`published calculator@7.1.0 from ${listedOrigin}/moved/ (sha384-`);
  const versions = server.cli('registry', 'history', 'calculator').out;
  expect(versions).toContain('7.1.0');
  expect(versions).not.toMatch(/7\.2\.0|7\.3\.0/);
});

test('a 1 GiB mf-manifest.json is cut at the cap, the server’s memory within 50 MB of where it started', async () => {
  // Settled first: a page and a status read, so that what grows below is the download's.
  await fetch(`${server.url}/website/home`);
  server.cli('registry', 'status');
  const sampler = await sampleResidentMemory(server.pid, 20);
  const began = Date.now();
  const run = await server.cliAsync(
    'registry',
    'publish',
    'calculator',
    '--url',
    `${listedOrigin}/huge/`,
  );
  const tookMs = Date.now() - began;
  const { start, peak, samples, widestGapMs } = await sampler.stop();

  expect(run.code).toBe(1);
  expect(run.err.trim()).toBe(`refused: ${listedOrigin}/huge/mf-manifest.json not fetched`);
  await expect.poll(() => huge.closedAfterMs).toBeGreaterThan(0);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const figures = `RSS start ${mb(start)} MB, peak ${mb(peak)} MB, delta ${mb(peak - start)} MB (${samples} samples, at most ${widestGapMs} ms apart); origin sent ${mb(huge.sentBytes)} MB before the server closed after ${huge.closedAfterMs} ms; CLI answered in ${tookMs} ms`;
  test.info().annotations.push({ type: '1 GiB manifest', description: figures });
  console.log(`1 GiB manifest: ${figures}`);
  expect(huge.sentBytes).toBeLessThan(GIB / 16);
  expect(peak - start).toBeLessThan(50e6);
});

test('60 registrations at once, each of a 1 MiB manifest and a 4.9 MiB entry whose last byte is held 15 s: a few fetched, the rest refused with 429, memory within 100 MB', async () => {
  // Six teams' tokens, ten registrations each.
  const secrets = await Promise.all(
    Array.from({ length: TEAMS }, async (_, team) => {
      const created = await fetch(`${server.opsUrl}/ops/tokens`, {
        method: 'POST',
        headers: { ...opsHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `held-team-${team}`,
          remotes: ['calculator'],
          capabilities: ['releases'],
        }),
      });
      return ((await created.json()) as { secret: string }).secret;
    }),
  );
  await fetch(`${server.url}/website/home`);
  const peakBefore = peakResidentBytes(server.pid);
  const sampler = await sampleResidentMemory(server.pid, 20);
  const began = Date.now();
  const answers = await Promise.all(
    Array.from({ length: HELD_REGISTRATIONS }, async (_, i) => {
      const answer = await fetch(`${server.opsUrl}/ops/registry/calculator/external`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secrets[i % TEAMS]}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ url: `${listedOrigin}/held/${i}/` }),
      });
      const body = (await answer.json()) as { error?: string; version?: string };
      return {
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body,
        ms: Date.now() - began,
      };
    }),
  );
  const { start, peak } = await sampler.stop();
  const peakAfter = peakResidentBytes(server.pid);
  const registered = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 429);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const figures = `${registered.length} registered after ${Math.min(...registered.map((a) => a.ms))}-${Math.max(...registered.map((a) => a.ms))} ms, ${refused.length} refused (429) within ${Math.max(...refused.map((a) => a.ms))} ms; RSS start ${mb(start)} MB, peak ${mb(peak)} MB (+${mb(peak - start)}), VmHWM ${mb(peakBefore)} -> ${mb(peakAfter)} MB`;
  test.info().annotations.push({ type: 'held registrations', description: figures });
  console.log(`held registrations: ${figures}`);

  expect(registered.length + refused.length, JSON.stringify(answers.map((a) => a.status))).toBe(
    HELD_REGISTRATIONS,
  );
  expect(registered.length).toBeGreaterThan(0);
  // Each registered one waited for its last byte; each refused one was told at once, and why.
  for (const answer of registered) expect(answer.ms).toBeGreaterThanOrEqual(HOLD_MS - 100);
  for (const answer of refused) {
    expect(answer.ms).toBeLessThan(HOLD_MS / 3);
    expect(answer.retryAfter).toBe('5');
    expect(answer.body.error).toMatch(/registrations of builds hosted elsewhere .*: retry in 5 s$/);
  }
  expect(peak - start).toBeLessThan(100e6);
  expect(peakAfter).toBeLessThan(Math.max(peakBefore, start + 100e6));
  const versions = server.cli('registry', 'history', 'calculator').out;
  for (const answer of registered) expect(versions).toContain(answer.body.version);
});
