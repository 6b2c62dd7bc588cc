import { readFileSync, readdirSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { apiPaths } from '@gold/contracts';
import { expect, test } from '../support/test';
import { xsrfHeaders } from '../support/siteForms';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { enquiryUpload, type EnquiryUpload } from '../support/enquiryUpload';

// The real server on a port of its own, started with a low limit of open files.
const PORT = Number(process.env.E2E_CONNECTIONS_PORT ?? 8361);
const DESCRIPTOR_LIMIT = 1500;
const ATTACK_ADDRESSES = 24;
const PER_ADDRESS = 64;
const REFUSED_UPLOADS = 8;
const VISITORS = 20;
/** The second flood: many addresses holding one connection each, against a cap below them. */
const CAP = 344;
const ONE_EACH_ADDRESSES = 500;
/** A visitor on a slow link: the certificate's upload takes about 10 s at this rate. */
const UPLOAD_BYTES_PER_SECOND = 60_000;

/** Open descriptors of process `pid` now. */
const descriptorsOf = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** A figure of /proc/<pid>/status (VmHWM, VmRSS), in MB. */
function statusMb(pid: number, name: string): number {
  const kb = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  return Math.round(Number(kb) / 1024);
}

/** Bytes process `pid` has read from sockets and files so far (rchar of /proc/<pid>/io). */
const bytesReadBy = (pid: number) =>
  Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);

/** Opens a connection from `localAddress` (any 127.x address reaches the loopback server). */
function open(url: string, localAddress: string): Socket {
  const { hostname, port } = new URL(url);
  const socket = connect({
    host: hostname === 'localhost' ? '127.0.0.1' : hostname,
    port: Number(port),
    localAddress,
  });
  socket.on('error', () => undefined);
  return socket;
}

/** The start of a slow connection's request: headers never finished, or a body never sent. */
const slowHeaders = 'GET /website/home HTTP/1.1\r\nHost: localhost\r\n';
const slowBody = [
  `POST /api/${apiPaths.generalEnquiry} HTTP/1.1`,
  'Host: localhost',
  'Content-Type: application/json',
  'Content-Length: 100000',
  ...Object.entries(xsrfHeaders).map(([name, value]) => `${name}: ${value}`),
  '',
  '{',
].join('\r\n');

/**
 * Holds `PER_ADDRESS` slow connections from each attacking address, opening another a second
 * after one is closed: half send their headers a line at a time, half a form's body a few bytes
 * at a time. Every two seconds each sends one more header line (11 bytes).
 */
function slowConnections(server: OwnServer) {
  const sockets = new Set<Socket>();
  let on = true;
  let closed = 0;
  const hold = (address: string, index: number) => {
    if (!on) return;
    const socket = open(server.url, address);
    sockets.add(socket);
    socket.once('connect', () => {
      socket.write(index % 2 === 0 ? slowHeaders : slowBody);
    });
    socket.once('close', () => {
      sockets.delete(socket);
      closed += 1;
      setTimeout(() => hold(address, index), 1000);
    });
  };
  for (let a = 1; a <= ATTACK_ADDRESSES; a += 1)
    for (let i = 0; i < PER_ADDRESS; i += 1) hold(`127.0.10.${a}`, i);
  const drip = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write('X-Slow: 1\r\n');
  }, 2000);
  return {
    get closed() {
      return closed;
    },
    stop() {
      on = false;
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * Holds one connection from each of {@link ONE_EACH_ADDRESSES} addresses, opening it again a
 * second after it is closed: half idle (not a byte sent), half sending their headers a line
 * every two seconds.
 */
function oneConnectionEach(server: OwnServer) {
  const sockets = new Set<Socket>();
  let on = true;
  let closed = 0;
  const hold = (address: string, slow: boolean) => {
    if (!on) return;
    const socket = open(server.url, address);
    sockets.add(socket);
    if (slow) socket.once('connect', () => socket.write(slowHeaders));
    socket.once('close', () => {
      sockets.delete(socket);
      closed += 1;
      setTimeout(() => hold(address, slow), 1000);
    });
  };
  for (let i = 0; i < ONE_EACH_ADDRESSES; i += 1)
    hold(`127.0.${40 + Math.floor(i / 250)}.${(i % 250) + 1}`, i % 2 === 1);
  const drip = setInterval(() => {
    for (const socket of sockets)
      if (socket.writable && socket.bytesWritten > 0) socket.write('X-Slow: 1\r\n');
  }, 2000);
  return {
    get closed() {
      return closed;
    },
    stop() {
      on = false;
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * A visitor's franchise enquiry with its certificate, sent at `bytesPerSecond` (a tenth of that
 * every 100 ms) from an address of its own: the answer's text, or the error that ended it.
 */
function slowUpload(server: OwnServer, upload: EnquiryUpload, bytesPerSecond: number) {
  const request = httpRequest(
    `${server.url.replace('localhost', '127.0.0.1')}/api/${apiPaths.franchiseEnquiry}`,
    {
      method: 'POST',
      localAddress: '127.0.43.1',
      agent: false,
      headers: {
        'content-type': upload.contentType,
        'content-length': upload.body.length,
        ...xsrfHeaders,
      },
    },
  );
  const answer = new Promise<string>((resolve) => {
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve(text));
      response.once('error', (error) => resolve(`error: ${error.message}`));
    });
    request.once('error', (error) => resolve(`error: ${error.message}`));
  });
  const step = bytesPerSecond / 10;
  void (async () => {
    for (let sent = 0; sent < upload.body.length && !request.destroyed; sent += step) {
      request.write(upload.body.subarray(sent, sent + step));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    request.end();
  })();
  return answer;
}

/** One refused upload: what it was answered, and how its connection ended. */
interface Refusal {
  status: string;
  /** From the answer's first byte to the connection's close. */
  closedAfterAnswerMs: number;
  sentBytes: number;
}

/**
 * Sends uploads that never end, as fast as the server takes them, where they are refused before
 * their body is read: to the API without the XSRF token (403), and to the ops listener without
 * a token (401). Each starts again as soon as its connection is closed.
 */
function endlessRefusedUploads(server: OwnServer) {
  const refusals: Refusal[] = [];
  let on = true;
  const chunk = Buffer.alloc(64 * 1024);
  const upload = (index: number) => {
    if (!on) return;
    const toOps = index % 2 === 1;
    const socket = open(toOps ? server.opsUrl : server.url, `127.0.20.${index + 1}`);
    const path = toOps ? '/ops/registry/home/versions' : `/api/${apiPaths.franchiseEnquiry}`;
    let sentBytes = 0;
    let answer = '';
    let answeredAt = 0;
    const pump = () => {
      while (socket.writable && socket.write(chunk)) sentBytes += chunk.length;
      if (socket.writable) socket.once('drain', pump);
    };
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000000000\r\n\r\n`,
      );
      pump();
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      answeredAt ||= Date.now();
    });
    socket.once('close', () => {
      refusals.push({
        status: answer.split('\r\n')[0] ?? '',
        closedAfterAnswerMs: answeredAt ? Date.now() - answeredAt : -1,
        sentBytes,
      });
      upload(index);
    });
  };
  for (let i = 0; i < REFUSED_UPLOADS; i += 1) upload(i);
  return {
    refusals,
    stop() {
      on = false;
    },
  };
}

/** A visitor's page from an address of its own, on a connection of its own: status and time. */
function visit(server: OwnServer, index: number): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    get(
      `${server.url.replace('localhost', '127.0.0.1')}/website/home`,
      { localAddress: `127.0.30.${index + 1}`, agent: false },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }),
        );
      },
    ).once('error', () => resolve({ status: 0, ms: Date.now() - started }));
  });
}

test.describe('a flood of slow connections and endless refused uploads', () => {
  // One after the other: each flood takes the machine, and they share the port.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: OwnServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
  });

  test('keeps the descriptors under the limit and serves every visitor within 2 s', async ({
    page,
  }) => {
    server = await startOwnServer(PORT, {}, { descriptorLimit: DESCRIPTOR_LIMIT });
    const { pid } = server;
    const readBefore = bytesReadBy(pid);
    const memoryAtStartMb = statusMb(pid, 'VmRSS');
    let peakDescriptors = descriptorsOf(pid);
    const sampler = setInterval(() => {
      peakDescriptors = Math.max(peakDescriptors, descriptorsOf(pid));
    }, 100);
    const slow = slowConnections(server);
    const uploads = endlessRefusedUploads(server);
    try {
      // The slow connections fill the cap; the uploads are refused, cut and sent again.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const visitors: { status: number; ms: number }[] = [];
      for (let wave = 0; wave < 4; wave += 1) {
        const sent = Array.from({ length: VISITORS / 4 }, (_, i) => visit(server!, wave * 5 + i));
        visitors.push(...(await Promise.all(sent)));
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // A browser's visit too, with the page's scripts and the remotes' files.
      const pageStarted = Date.now();
      await page.goto(`${server.url}/website/home`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const pageMs = Date.now() - pageStarted;
      // The browser reads the answer to an upload refused before its body is read (5 MB without
      // the XSRF token), not a reset connection.
      const refusedInBrowser = await page.evaluate(async (path) => {
        const body = new Uint8Array(5_000_000);
        const answer = await fetch(path, { method: 'POST', body }).catch(() => undefined);
        return answer?.status;
      }, `/api/${apiPaths.franchiseEnquiry}`);

      const readMb = Math.round((bytesReadBy(pid) - readBefore) / 1e6);
      const refused = [...uploads.refusals];
      const figures = {
        peakDescriptors,
        descriptorLimit: DESCRIPTOR_LIMIT,
        memoryAtStartMb,
        peakMemoryMb: statusMb(pid, 'VmHWM'),
        memoryNowMb: statusMb(pid, 'VmRSS'),
        slowestVisitorMs: Math.max(...visitors.map((v) => v.ms)),
        browserPageMs: pageMs,
        slowConnectionsClosed: slow.closed,
        refusedUploads: refused.length,
        longestRefusedUploadOpenAfterAnswerMs: Math.max(
          ...refused.map((r) => r.closedAfterAnswerMs),
        ),
        mostSentByOneRefusedUploadMb: Math.round(
          Math.max(...refused.map((r) => r.sentBytes)) / 1e6,
        ),
        serverReadMb: readMb,
      };
      console.log(`connection flood: ${JSON.stringify(figures)}`);
      test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });

      expect(visitors.map((v) => v.status)).toEqual(Array(VISITORS).fill(200));
      expect(figures.slowestVisitorMs).toBeLessThan(2000);
      expect(refusedInBrowser).toBe(403);
      // The flood reached the cap (the limit less the reserve), and never the limit.
      expect(peakDescriptors).toBeGreaterThan(1200);
      expect(peakDescriptors).toBeLessThan(DESCRIPTOR_LIMIT);
      expect(slow.closed).toBeGreaterThan(0);
      // Every refused upload was answered, and cut within 5 s of its answer.
      expect(refused.length).toBeGreaterThanOrEqual(REFUSED_UPLOADS);
      for (const refusal of refused) {
        expect(refusal.status).toMatch(/^HTTP\/1\.1 (401|403|429) /);
        expect(refusal.closedAfterAnswerMs).toBeLessThan(5000);
      }
      // Megabytes in all, not the gigabytes a second an upload read to its end would be.
      expect(readMb).toBeLessThan(500);
    } finally {
      clearInterval(sampler);
      slow.stop();
      uploads.stop();
    }
  });

  test('with the cap held by one idle or slow connection from each of 500 addresses, a visitor’s upload at 60 KB/s completes', async () => {
    server = await startOwnServer(PORT, { MAX_CONNECTIONS: String(CAP) });
    const flood = oneConnectionEach(server);
    try {
      // Every address holds its connection: more than the cap, so each newcomer closes one.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const upload = await enquiryUpload('Slow Link Visitor', { extraBytes: 570_000 });
      const started = Date.now();
      const answer = await slowUpload(server, upload, UPLOAD_BYTES_PER_SECOND);
      const figures = {
        uploadBytes: upload.body.length,
        uploadMs: Date.now() - started,
        floodConnectionsClosed: flood.closed,
      };
      console.log(
        `one connection each from ${ONE_EACH_ADDRESSES} addresses: ${JSON.stringify(figures)}`,
      );
      test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
      // Answered and stored, not cut ("error: socket hang up").
      expect(answer).toMatch(/^\{/);
      expect((JSON.parse(answer) as { flag: number }).flag, answer).toBe(1);
      // The cap was full and chose whom to close, many times, while the upload ran.
      expect(flood.closed).toBeGreaterThan(ONE_EACH_ADDRESSES - CAP);
    } finally {
      flood.stop();
    }
  });
});
