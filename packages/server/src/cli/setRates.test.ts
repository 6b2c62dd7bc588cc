import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, currentGoldRate, type Database } from '../db';
import { openTestDatabase, type TestDatabase } from '../db/testDatabase';
import { RatesInputError, main, ratesFromArgs, setRates, type CliIo } from './setRates';

const HOOK_TIMEOUT_MS = 60_000;

describe('ratesFromArgs', () => {
  it('reads the three flags, with or without the command name', () => {
    const rates = { karat18: 5850, karat22: 7150.5, karat24: 7800.25 };
    expect(ratesFromArgs(['--k18', '5850', '--k22', '7150.5', '--k24', '7800.25'])).toEqual(rates);
    expect(ratesFromArgs(['rates:set', '--k18=5850', '--k22=7150.50', '--k24=7800.25'])).toEqual(
      rates,
    );
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
  ];
  for (const [name, args, message] of refusals) {
    it(`refuses ${name}`, () => {
      expect(() => ratesFromArgs(args)).toThrow(RatesInputError);
      expect(() => ratesFromArgs(args)).toThrow(message);
    });
  }

  it('names every bad flag at once', () => {
    expect(() => ratesFromArgs(['--k18=-1', '--k22', 'x'])).toThrow(
      /^--k18: .+; --k22: .+; --k24: .+$/,
    );
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

describe('main', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gold-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  function recordingIo(): CliIo & { lines: { out: string[]; err: string[] } } {
    const lines = { out: [] as string[], err: [] as string[] };
    return {
      env: { DATA_DIR: dataDir },
      out: (line) => lines.out.push(line),
      err: (line) => lines.err.push(line),
      lines,
    };
  }

  it('exits 2 with the problem and the usage on bad input, opening no database', async () => {
    const io = recordingIo();
    const code = await main(['rates:set', '--k18', '5850', '--k22', 'lots', '--k24', '7800'], io);
    expect(code).toBe(2);
    expect(io.lines.err[0]).toMatch(/^Invalid rates: --k22: /);
    expect(io.lines.err[1]).toMatch(/^Usage: rates:set --k18/);
    expect(io.lines.out).toEqual([]);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it(
    'sets the rates in the configured database and exits 0',
    async () => {
      const io = recordingIo();
      const code = await main(
        ['rates:set', '--k18', '5900', '--k22', '7210.5', '--k24', '7860'],
        io,
      );
      expect(io.lines.err).toEqual([]);
      expect(code).toBe(0);
      expect(io.lines.out[0]).toMatch(
        /^Gold rates set \(rupees per gram\): 18K 5900.00, 22K 7210.50, 24K 7860.00 at .+ \(pglite\)$/,
      );
      const db: Database = await createDatabase({ databaseUrl: undefined, dataDir, seed: false });
      try {
        expect(await currentGoldRate(db)).toMatchObject({ karat22: '7210.50' });
      } finally {
        await db.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'exits 1 with a clear message while the server holds the embedded database',
    async () => {
      const server = await createDatabase({ databaseUrl: undefined, dataDir, seed: false });
      try {
        const io = recordingIo();
        const code = await main(['--k18', '5900', '--k22', '7210', '--k24', '7860'], io);
        expect(code).toBe(1);
        expect(io.lines.err[0]).toMatch(
          /^rates:set failed: The embedded database in .+ is in use by process \d+/,
        );
      } finally {
        await server.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});
