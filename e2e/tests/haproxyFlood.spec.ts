import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { expect, test } from '../support/test';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// deploy/haproxy.cfg in front of the real server, flooded from many loopback addresses with
// connections that send their headers slowly, as an attacker would to fill HAProxy's maxconn.
// The server's site, its ops listener, the proxy and the proxy's metrics: four ports from this.
const BASE_PORT = Number(process.env.E2E_HAPROXY_FLOOD_PORT ?? 8391);
const ATTACK_ADDRESSES = 100;
const PER_ADDRESS = 50;
const VISITORS = 160;
const VISITOR_TIMEOUT_MS = 10_000;

/**
 * Holds `PER_ADDRESS` connections from each attacking address, each sending a request's first
 * lines and then one more header line every two seconds, never the end; one closed (by the
 * proxy's header timeout, or refused) is opened again a second later.
 */
function slowHeaderFlood(proxy: Haproxy) {
  const { port } = new URL(proxy.url);
  const sockets = new Set<Socket>();
  let on = true;
  let opened = 0;
  const hold = (address: string) => {
    if (!on) return;
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: address });
    opened += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('connect', () => socket.write('GET /website/home HTTP/1.1\r\nHost: localhost\r\n'));
    socket.once('close', () => {
      sockets.delete(socket);
      setTimeout(() => hold(address), 1000);
    });
  };
  for (let a = 1; a <= ATTACK_ADDRESSES; a += 1)
    for (let i = 0; i < PER_ADDRESS; i += 1) hold(`127.0.60.${a}`);
  const drip = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write('X-Slow: 1\r\n');
  }, 2000);
  return {
    get opened() {
      return opened;
    },
    stop() {
      on = false;
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A visitor's page through the proxy from an address of its own: status (0: failed) and time. */
function visit(proxy: Haproxy, index: number): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: Date.now() - started });
    const request = get(
      `${proxy.url}/website/home`,
      { localAddress: `127.0.61.${index + 1}`, agent: false },
      (response) => {
        response.resume();
        response.once('end', () => done(response.statusCode ?? 0));
        response.once('error', () => done(0));
      },
    );
    request.setTimeout(VISITOR_TIMEOUT_MS, () => request.destroy());
    request.once('error', () => done(0));
  });
}

/** The peak resident memory of process `pid` so far (VmHWM of /proc/<pid>/status), in MB. */
function peakMemoryMb(pid: number): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The proxy's current sessions on the visitors' frontend, from its own metrics. */
async function frontendSessions(proxy: Haproxy): Promise<number> {
  const text = await (await fetch(`${proxy.metricsUrl}/metrics`)).text();
  const line = /^haproxy_frontend_current_sessions\{proxy="site"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? NaN);
}

test.describe('HAProxy under a slow-header flood', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer | undefined;
  let proxy: Haproxy | undefined;
  test.afterEach(async () => {
    await proxy?.stop();
    await server?.stop();
  });

  test('100 addresses × 50 slow connections: every visitor is served, p95 within 1 s', async ({
    page,
  }) => {
    server = await startOwnServer(BASE_PORT, {
      OPS_PORT: String(BASE_PORT + 1),
      TRUST_PROXY: '1',
    });
    // One instance behind the three server lines: what is flooded here is the proxy.
    proxy = await startHaproxy(BASE_PORT + 2, [server.url, server.url, server.url], {
      metricsPort: BASE_PORT + 3,
    });
    await proxy.untilServing(0);
    const flood = slowHeaderFlood(proxy);
    try {
      // The flood's connections are in (or waiting for the proxy to take them).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const floodSessions = await frontendSessions(proxy);
      // Eight visitors a second for twenty seconds: longer than a header timeout, so that the
      // flood's connections are cut and opened again while visitors come.
      const sent: Promise<{ status: number; ms: number }>[] = [];
      for (let wave = 0; wave < VISITORS / 8; wave += 1) {
        for (let i = 0; i < 8; i += 1) sent.push(visit(proxy, wave * 8 + i));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      // A browser's visit too, its page and the remotes' files on several connections.
      const pageStarted = Date.now();
      await page.goto(`${proxy.url}/website/home`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const browserPageMs = Date.now() - pageStarted;
      const visitors = await Promise.all(sent);
      const times = visitors.map((v) => v.ms).sort((a, b) => a - b);
      const figures = {
        requests: visitors.length,
        failures: visitors.filter((v) => v.status !== 200).length,
        p95Ms: times[Math.ceil(times.length * 0.95) - 1],
        slowestMs: times.at(-1),
        browserPageMs,
        floodSessions,
        floodConnectionsOpened: flood.opened,
        proxyPeakMemoryMb: peakMemoryMb(proxy.pid),
      };
      console.log(`haproxy slow-header flood: ${JSON.stringify(figures)}`);
      test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });

      expect(figures.failures).toBe(0);
      expect(figures.p95Ms).toBeLessThanOrEqual(1000);
      // The flood was held: thousands of the proxy's sessions were the attackers'.
      expect(floodSessions).toBeGreaterThan(2000);
    } finally {
      flood.stop();
    }
  });
});
