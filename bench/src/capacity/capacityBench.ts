import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadResultOf } from '../api/loadTest';
import { startChildServer, type ChildServer } from '../run/childServer';
import { benchDir } from '../run/paths';
import { progress } from '../run/progress';
import { startSiteServer } from '../run/siteServer';
import { routeHref, siteRoutes } from '@gold/routes';
import type {
  CapacityResult,
  CapacitySoak,
  CapacityRun,
  CapacityServer,
  CapacityTargetName,
} from './capacitySummary';
import { startNginx } from './nginxServer';
import { residentBytes, sampleResidentPeak } from './residentMemory';

export interface CapacityOptions {
  connections: number;
  seconds: number;
  /** Rounds of every target on every server, interleaved: each ratio is of one round. */
  rounds: number;
  /** Seconds of load over every page and the file after the rounds (0: none). */
  soakSeconds: number;
}

/** What a visitor's browser sends: the servers choose their encoding from it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const PAGE = '/website/home';
const WARM_UP_SECONDS = 2;
const SETTLE_MS = 10_000;

/** GETs `url` over kept-alive connections, as a browser asks for it. */
async function getLoad(url: string, connections: number, seconds: number) {
  const result = await autocannon({
    url,
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
    connections,
    duration: seconds,
  });
  const measured = loadResultOf(result);
  return {
    ...measured,
    bytesPerAnswer: measured.requests > 0 ? result.throughput.total / measured.requests : 0,
  };
}

/** Every page of the site and `file` in turn on each connection, as visitors moving about would ask. */
async function soakLoad(
  origin: string,
  file: string,
  connections: number,
  seconds: number,
): Promise<CapacitySoak> {
  const paths = [...siteRoutes.map(routeHref), file];
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({
      path,
      method: 'GET',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    })),
  });
  const measured = loadResultOf(result);
  return {
    seconds,
    requests: measured.requests,
    failed: measured.non2xx + measured.errors,
    requestsPerSecond: measured.requestsPerSecond,
  };
}

/**
 * The page's HTML and its largest hashed script of a remote, as the server sends them (unencoded),
 * written under `root` at their paths with their gzip forms beside them: what nginx serves.
 */
async function copyServedFiles(origin: string, root: string) {
  const html = await (
    await fetch(origin + PAGE, { headers: { 'accept-encoding': 'identity' } })
  ).text();
  const scripts = [
    ...html.matchAll(/"(\/remotes\/[\w-]+\/[^"/]+\/[\w.-]+\.[0-9a-f]{8,}\.js)"/g),
  ].map((match) => match[1] as string);
  const bodies = await Promise.all(
    [...new Set(scripts)].map(async (path) => ({
      path,
      body: Buffer.from(
        await (
          await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })
        ).arrayBuffer(),
      ),
    })),
  );
  const largest = bodies.sort((a, b) => b.body.length - a.body.length)[0];
  if (!largest) throw new Error(`${PAGE} names no hashed script of a remote`);
  for (const [path, body] of [
    [PAGE, Buffer.from(html)],
    [largest.path, largest.body],
  ] as const) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  return { page: PAGE, file: largest.path };
}

/**
 * The server beside nginx (one worker) and node:http alone, all serving the same page HTML and
 * hashed file on loopback, one load at a time; the server's resident memory idle, at its peak
 * and idle again after the loads.
 */
export async function capacityBench(options: CapacityOptions): Promise<CapacityResult> {
  const site = await startSiteServer({ name: 'capacity' });
  const stops: (() => Promise<void>)[] = [() => site.stop()];
  try {
    // A folder of its own that nginx's worker (run as nobody under root) can read.
    const root = mkdtempSync(join(tmpdir(), 'gold-bench-static-'));
    chmodSync(root, 0o755);
    stops.push(async () => rmSync(root, { recursive: true, force: true }));
    const paths = await copyServedFiles(site.origin, root);
    const nginx = await startNginx(root, paths.page);
    stops.push(() => nginx.stop());
    const bare: ChildServer = await startChildServer({
      name: 'bare-files',
      args: ['--import', 'tsx', 'src/capacity/bareFileServer.ts'],
      cwd: benchDir,
      readyPath: paths.page,
      env: () => ({ FILES_DIR: root }),
    });
    stops.push(() => bare.stop());
    const origins: Record<CapacityServer, string> = {
      server: site.origin,
      nginx: nginx.origin,
      'bare Node': bare.origin,
    };
    await sleep(SETTLE_MS);
    const idleBytes = residentBytes(site.pid);
    let peakBytes: number | null = idleBytes;
    const runs: CapacityRun[] = [];
    const targets: [CapacityTargetName, string][] = [
      ['page HTML', paths.page],
      ['hashed file', paths.file],
    ];
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const [target, path] of targets) {
        for (const server of Object.keys(origins) as CapacityServer[]) {
          const url = origins[server] + path;
          await getLoad(url, options.connections, WARM_UP_SECONDS);
          const peak = server === 'server' ? sampleResidentPeak(site.pid) : undefined;
          const measured = await getLoad(url, options.connections, options.seconds);
          const seen = peak?.();
          if (seen != null && (peakBytes === null || seen > peakBytes)) peakBytes = seen;
          progress(
            'capacity',
            `round ${round}, ${target} from ${server}: ${Math.round(measured.requestsPerSecond)} req/s, p99 ${measured.p99Ms} ms, ${Math.round(measured.bytesPerAnswer)} B/answer`,
          );
          runs.push({ target, path, server, round, ...measured });
        }
      }
    }
    let soak: CapacitySoak | undefined;
    if (options.soakSeconds > 0) {
      const peak = sampleResidentPeak(site.pid);
      soak = await soakLoad(site.origin, paths.file, options.connections, options.soakSeconds);
      const seen = peak();
      if (seen != null && (peakBytes === null || seen > peakBytes)) peakBytes = seen;
      progress(
        'capacity',
        `soak: ${soak.requests} requests in ${soak.seconds} s, ${soak.failed} failed`,
      );
    }
    await sleep(SETTLE_MS);
    return {
      connections: options.connections,
      seconds: options.seconds,
      runs,
      memory: {
        idleBytes,
        peakBytes,
        afterBytes: residentBytes(site.pid),
        ...(soak && { soak }),
      },
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
