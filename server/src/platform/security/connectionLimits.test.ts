import { certificateBytes } from '@gold/contracts/testing';
import { loadServerConfig } from '@gold/config/server';
import { apiPaths } from '@gold/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../api';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { goldRateCache } from '../../api/store';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { connectionLimitOptions, limitConnections } from './connectionLimits';
import {
  encodeForm,
  franchiseForm,
  seededRandom,
  validEnquiry,
} from '../../testing/requestFixtures';

const PER_CLIENT = 16;
const TOTAL = 40;
let testDb: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  testDb = await openTestDatabase();
  const config = loadServerConfig({
    DATA_DIR: testDb.dataDir,
    HEADERS_TIMEOUT_SECONDS: '1',
    IDLE_TIMEOUT_SECONDS: '3',
    REQUEST_TIMEOUT_SECONDS: '5',
    MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
  });
  app = Fastify({ logger: false, ...connectionLimitOptions(config.connectionLimits) });
  limitConnections(app.server, {
    perClient: config.connectionLimits.perClient,
    total: TOTAL,
    movingBytesPerSecond: config.connectionLimits.minBodyBytesPerSecond,
  });
  app.get('/ok', async () => 'ok');
  app.post('/upload', (request, reply) => reply.send({ bytes: String(request.body).length }));
  await app.register(apiRoutes, {
    prefix: '/api',
    db: testDb.db,
    config,
    rates: goldRateCache(testDb.db, { maxAgeMs: 1000 }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

/** A raw connection from `localAddress` (any 127.x address reaches the loopback server). */
function open(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the server sent before it closed the connection, and after how many milliseconds. */
function untilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ text, ms: Date.now() - started })),
  );
}

/** The status of GET /ok from `localAddress`, on a connection of its own. */
function visit(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/ok', localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject);
  });
}

const trickle = (socket: Socket) =>
  socket.write(
    `POST /api/${apiPaths.generalEnquiry} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`,
  );

describe('connection limits', () => {
  it('with 1,000 connections trickling from one address, holds at most the cap of them and serves everyone else', async () => {
    let closed = 0;
    const attack = await Promise.allSettled(
      Array.from({ length: 1000 }, () =>
        open('127.0.0.2').then((socket) => {
          socket.on('error', () => undefined);
          socket.once('close', () => (closed += 1));
          socket.resume();
          trickle(socket);
          return socket;
        }),
      ),
    );
    const sockets = attack.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      await expect
        .poll(() => sockets.length - closed, { timeout: 5000 })
        .toBeLessThanOrEqual(PER_CLIENT);
      // Thirty other visitors, each from an address of its own.
      const others = await Promise.all(
        Array.from({ length: 30 }, (_, i) => visit(`127.0.1.${i + 1}`)),
      );
      expect(others).toEqual(Array(30).fill(200));
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('at the overall cap, lets newcomers in and closes connections of the addresses holding the most', async () => {
    // Four addresses hold their 16 each, 64 wanted: the cap of 40 leaves them 10 each.
    const attackers = ['127.0.2.1', '127.0.2.2', '127.0.2.3', '127.0.2.4'];
    const open_ = new Map<Socket, string>();
    for (const address of attackers)
      for (let i = 0; i < PER_CLIENT; i += 1) {
        const socket = await open(address);
        socket.on('error', () => undefined);
        socket.once('close', () => open_.delete(socket));
        open_.set(socket, address);
        trickle(socket);
      }
    try {
      await expect.poll(() => open_.size, { timeout: 5000 }).toBe(TOTAL);
      const held = (address: string) => [...open_.values()].filter((a) => a === address).length;
      expect(attackers.map(held)).toEqual([10, 10, 10, 10]);
      // Twenty visitors from addresses of their own, one after another, all served.
      for (let i = 0; i < 20; i += 1) expect(await visit(`127.0.3.${i + 1}`)).toBe(200);
      expect(open_.size).toBeLessThanOrEqual(TOTAL);
    } finally {
      for (const socket of open_.keys()) socket.destroy();
    }
  });

  it('at the overall cap held by one connection per address, still lets a newcomer in', async () => {
    const idle = await Promise.all(
      Array.from({ length: TOTAL }, (_, i) =>
        open(`127.0.4.${i + 1}`).then((socket) => {
          socket.on('error', () => undefined);
          return socket;
        }),
      ),
    );
    try {
      expect(await visit('127.0.5.1')).toBe(200);
      await expect
        .poll(() => idle.filter((socket) => !socket.destroyed && !socket.readableEnded).length)
        .toBe(TOTAL - 1);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });

  it('at the overall cap held by idle and slow-header connections, never closes an upload moving bytes', async () => {
    // The cap full of one connection per address, each sending its headers a line at a time.
    const flood = new Set<Socket>();
    let next = 0;
    const slowHeader = async () => {
      next += 1;
      const socket = await open(`127.0.6.${next % 250}`).catch(() => undefined);
      if (!socket) return;
      socket.on('error', () => undefined);
      socket.once('close', () => flood.delete(socket));
      flood.add(socket);
      socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n');
    };
    for (let i = 0; i < TOTAL; i += 1) await slowHeader();
    // A visitor's upload at 60 KB/s (6 KB every 100 ms) for 2 s, from an address of its own,
    // while a newcomer arrives every 20 ms and the cap closes a connection for each.
    const upload = await open('127.0.7.1');
    const answer = untilClosed(upload);
    const bytes = 120_000;
    upload.write(
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`,
    );
    const newcomers = setInterval(() => void slowHeader(), 20);
    try {
      for (let sent = 0; sent < bytes; sent += 6000) {
        upload.write('x'.repeat(6000));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { text } = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toContain(`{"bytes":${bytes}}`);
      // The cap stayed full of newcomers throughout: it had to choose, and chose them.
      expect(next).toBeGreaterThan(TOTAL + 50);
    } finally {
      clearInterval(newcomers);
      for (const socket of flood) socket.destroy();
    }
  });

  it('cuts a connection that stops sending its body, after the idle timeout', async () => {
    const socket = await open('127.0.0.3');
    trickle(socket);
    const { ms } = await untilClosed(socket);
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(5000);
  }, 15_000);

  it('answers headers that never finish with 408 and the security headers, then closes', async () => {
    const socket = await open('127.0.0.4');
    socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n');
    const { text, ms } = await untilClosed(socket);
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(text).toMatch(/X-Content-Type-Options: nosniff/);
    expect(ms).toBeLessThan(2900);
  });

  it('answers a header block too large with 431 and the security headers', async () => {
    const socket = await open('127.0.0.5');
    socket.write(`GET /ok HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const { text } = await untilClosed(socket);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toMatch(/Content-Security-Policy: default-src 'self'/);
  });

  it('leaves no file behind when an upload stalls and is cut', async () => {
    const { body, contentType } = await encodeForm(
      franchiseForm(validEnquiry('stalled'), 'x'.repeat(16), {
        bytes: certificateBytes('png', 200_000, seededRandom(3)),
        name: 'cert.png',
        type: 'image/png',
      }),
    );
    const socket = await open('127.0.0.6');
    socket.write(
      `POST /api/${apiPaths.franchiseEnquiry} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 100_000));
    await untilClosed(socket);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const uploads = await readdir(join(testDb.dataDir, 'uploads')).catch(() => []);
    expect(uploads).toEqual([]);
  }, 15_000);
});
