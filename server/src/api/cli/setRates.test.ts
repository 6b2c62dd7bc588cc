import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../platform/database';
import { currentGoldRate, goldRateCache } from '../store';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { requireOpsToken } from '../../platform/ops/opsAuth';
import { opsErrorHandler } from '../../platform/http/errorShapes';
import { ratesRoutes, RatesInputError } from '../ops/ratesRoutes';
import { main, readArgs, setRates, type CliIo } from './setRates';

// Opening a fresh embedded database twice takes seconds on an idle machine, a minute or more on a busy one.
const HOOK_TIMEOUT_MS = 180_000;

/** A port nothing listens on (taken from the system, then let go). */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('readArgs', () => {
  it('reads the three flags, with or without the command name', () => {
    const rates = { karat18: 5850, karat22: 7150.5, karat24: 7800.25 };
    expect(readArgs(['--k18', '5850', '--k22', '7150.5', '--k24', '7800.25'])).toEqual({
      rates,
      server: undefined,
    });
    expect(readArgs(['rates:set', '--k18=5850', '--k22=7150.50', '--k24=7800.25']).rates).toEqual(
      rates,
    );
  });

  it('skips the `--` that pnpm passes on from `npm run rates:set -- ...`', () => {
    expect(readArgs(['rates:set', '--', '--k18', '1', '--k22', '2', '--k24', '3']).rates).toEqual({
      karat18: 1,
      karat22: 2,
      karat24: 3,
    });
  });

  it('reads the server to send the rates to', () => {
    const { server } = readArgs([
      '--k18',
      '1',
      '--k22',
      '2',
      '--k24',
      '3',
      '--server',
      'http://localhost:8183',
    ]);
    expect(server?.origin).toBe('http://localhost:8183');
  });

  const refusals: [string, string[], RegExp][] = [
    [
      'a missing flag',
      ['--k18', '5850', '--k22', '7150'],
      /^--k24: Invalid input: expected number/,
    ],
    [
      'text',
      ['--k18', 'abc', '--k22', '7150', '--k24', '7800'],
      /^--k18: Invalid input: expected number, received NaN/,
    ],
    ['hexadecimal', ['--k18', '0x10', '--k22', '7150', '--k24', '7800'], /^--k18: Invalid input/],
    ['zero', ['--k18', '0', '--k22', '7150', '--k24', '7800'], /^--k18: Too small/],
    ['a negative rate', ['--k18=-5', '--k22', '7150', '--k24', '7800'], /^--k18: Too small/],
    [
      'three decimals',
      ['--k18', '5850.125', '--k22', '7150', '--k24', '7800'],
      /^--k18: .*multiple of 0.01/,
    ],
    ['an absurd rate', ['--k18', '5850', '--k22', '7150', '--k24', '99999999'], /^--k24: Too big/],
    [
      'an unknown flag',
      ['--k18', '1', '--k22', '1', '--k24', '1', '--k14', '1'],
      /Unknown option '--k14'/,
    ],
    [
      'a stray argument',
      ['--k18', '1', '--k22', '1', '--k24', '1', 'now'],
      /Unexpected argument 'now'/,
    ],
    ['a flag without a value', ['--k18', '--k22', '1', '--k24', '1'], /--k18/],
    [
      'a server that is not a URL',
      ['--k18', '1', '--k22', '1', '--k24', '1', '--server', 'localhost:8080'],
      /^--server: expected an http\(s\) URL/,
    ],
  ];
  for (const [name, args, message] of refusals) {
    it(`refuses ${name}`, () => {
      expect(() => readArgs(args)).toThrow(RatesInputError);
      expect(() => readArgs(args)).toThrow(message);
    });
  }

  it('names every bad flag at once', () => {
    expect(() => readArgs(['--k18=-1', '--k22', 'x'])).toThrow(/^--k18: .+; --k22: .+; --k24: .+$/);
  });
});

describe('setRates', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.dispose(), HOOK_TIMEOUT_MS);

  it('stores valid rates as the current rates, to the paisa', async () => {
    const stored = await setRates(test.db, { karat18: 5850.1, karat22: 7150, karat24: 7800.35 });
    expect(await currentGoldRate(test.db)).toEqual(stored);
    expect(stored).toMatchObject({ karat18: '5850.10', karat22: '7150.00', karat24: '7800.35' });
  });

  it('stores nothing when the rates are invalid', async () => {
    const before = await currentGoldRate(test.db);
    await expect(
      setRates(test.db, { karat18: 5850, karat22: 7150, karat24: 7800, karat20: 6500 }),
    ).rejects.toThrow(/Unrecognized key: "karat20"/);
    await expect(setRates(test.db, { karat18: 5850, karat22: -1, karat24: 7800 })).rejects.toThrow(
      RatesInputError,
    );
    expect(await currentGoldRate(test.db)).toEqual(before);
  });
});

function recordingIo(
  env: Record<string, string | undefined>,
): CliIo & { lines: { out: string[]; err: string[] } } {
  const lines = { out: [] as string[], err: [] as string[] };
  return { env, out: (line) => lines.out.push(line), err: (line) => lines.err.push(line), lines };
}

describe('main, with a server running', () => {
  const token = 'cli-test-token';
  let test: TestDatabase;
  let server: FastifyInstance;
  let url: string;
  let requests = 0;

  beforeAll(async () => {
    test = await openTestDatabase();
    server = Fastify({ logger: false });
    server.addHook('onRequest', async () => {
      requests++;
    });
    await server.register(
      async (ops) => {
        ops.addHook('onRequest', requireOpsToken({ bootstrapSecret: token, db: test.db }));
        ops.setErrorHandler(opsErrorHandler);
        await ops.register(ratesRoutes, {
          db: test.db,
          rates: goldRateCache(test.db, { maxAgeMs: 1000 }),
        });
      },
      { prefix: '/ops' },
    );
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await test.dispose();
  }, HOOK_TIMEOUT_MS);

  it('sends the rates to the server with the ops token, and exits 0', async () => {
    const io = recordingIo({ OPS_TOKEN: token, DATA_DIR: test.dataDir });
    const code = await main(
      ['rates:set', '--k18', '5911', '--k22', '7222.5', '--k24', '7833.05', '--server', url],
      io,
    );
    expect(io.lines.err).toEqual([]);
    expect(code).toBe(0);
    expect(io.lines.out).toHaveLength(1);
    expect(io.lines.out[0]).toMatch(
      new RegExp(
        `^Gold rates set \\(rupees per gram\\): 18K 5911.00, 22K 7222.50, 24K 7833.05 at .+ \\(server ${url}\\)$`,
      ),
    );
    expect(await currentGoldRate(test.db)).toMatchObject({
      karat18: '5911.00',
      karat22: '7222.50',
      karat24: '7833.05',
    });
  });

  it("finds the server's ops listener at http://localhost:$OPS_PORT when no --server is given", async () => {
    const port = new URL(url).port;
    const io = recordingIo({ OPS_TOKEN: token, OPS_PORT: port, DATA_DIR: test.dataDir });
    expect(await main(['--k18', '5912', '--k22', '7223', '--k24', '7834'], io)).toBe(0);
    expect(io.lines.out[0]).toMatch(new RegExp(`\\(server http://localhost:${port}\\)$`));
    expect(await currentGoldRate(test.db)).toMatchObject({ karat24: '7834.00' });
  });

  it('exits 1 naming OPS_TOKEN when the server refuses the token, storing nothing', async () => {
    const before = await currentGoldRate(test.db);
    const io = recordingIo({ OPS_TOKEN: 'wrong', DATA_DIR: test.dataDir });
    expect(await main(['--k18', '1', '--k22', '2', '--k24', '3', '--server', url], io)).toBe(1);
    expect(io.lines.err[0]).toBe(
      `rates:set failed: the server at ${url} refused the ops token; set OPS_TOKEN to the token the server runs with`,
    );
    expect(await currentGoldRate(test.db)).toEqual(before);
  });

  it('exits 2 on bad input without sending anything', async () => {
    const before = requests;
    const io = recordingIo({ OPS_TOKEN: token, DATA_DIR: test.dataDir });
    expect(
      await main(['--k18', '5850', '--k22', 'lots', '--k24', '7800', '--server', url], io),
    ).toBe(2);
    expect(io.lines.err[0]).toMatch(/^Invalid rates: --k22: /);
    expect(io.lines.err[1]).toMatch(/^Usage: rates:set --k18/);
    expect(requests).toBe(before);
  });
});

describe('main, with no server answering', () => {
  let dataDir: string;
  let server: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gold-cli-'));
    server = `http://127.0.0.1:${await unusedPort()}`;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 2 with the problem and the usage on bad input, opening no database', async () => {
    const io = recordingIo({ DATA_DIR: dataDir });
    const code = await main(
      ['rates:set', '--k18', '5850', '--k22', 'lots', '--k24', '7800', '--server', server],
      io,
    );
    expect(code).toBe(2);
    expect(io.lines.err[0]).toMatch(/^Invalid rates: --k22: /);
    expect(io.lines.err[1]).toMatch(/^Usage: rates:set --k18/);
    expect(io.lines.out).toEqual([]);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it(
    'sets the rates in the configured database and exits 0',
    async () => {
      const io = recordingIo({ DATA_DIR: dataDir });
      const code = await main(
        ['rates:set', '--k18', '5900', '--k22', '7210.5', '--k24', '7860', '--server', server],
        io,
      );
      expect(io.lines.err).toEqual([]);
      expect(code).toBe(0);
      expect(io.lines.out[0]).toBe(
        `No server answers at ${server}: writing to the database directly.`,
      );
      expect(io.lines.out[1]).toMatch(
        /^Gold rates set \(rupees per gram\): 18K 5900.00, 22K 7210.50, 24K 7860.00 at .+ \(pglite\)$/,
      );
      const db: Database = await createDatabase({ databaseUrl: undefined, dataDir });
      try {
        expect(await currentGoldRate(db)).toMatchObject({ karat22: '7210.50' });
      } finally {
        await db.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'exits 1 with a clear message while another process holds the embedded database',
    async () => {
      const holder = await createDatabase({ databaseUrl: undefined, dataDir });
      try {
        const io = recordingIo({ DATA_DIR: dataDir });
        const code = await main(
          ['--k18', '5900', '--k22', '7210', '--k24', '7860', '--server', server],
          io,
        );
        expect(code).toBe(1);
        expect(io.lines.err[0]).toMatch(
          /^rates:set failed: The embedded database in .+ is in use by process \d+/,
        );
      } finally {
        await holder.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});
