import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@gold/routes';
import { parseOptions } from './options';

describe('bench options', () => {
  it('runs everything, 5 times, on every route by default', () => {
    const options = parseOptions([]);
    expect(options).toMatchObject({
      runs: 5,
      parts: ['build', 'web', 'api', 'capacity', 'release'],
      apiSeconds: 10,
      connections: 50,
      databaseUrl: undefined,
    });
    expect(options.routes).toHaveLength(siteRoutes.length);
  });

  it('measures English alone unless asked for more languages, English always first', () => {
    expect(parseOptions([]).languages).toEqual(['en']);
    expect(parseOptions(['--languages', 'kn,ta']).languages).toEqual(['en', 'ta', 'kn']);
    expect(() => parseOptions(['--languages', 'hi'])).toThrow('--languages takes en, ta, kn');
  });

  it('loads the API on PostgreSQL too when given one, by flag or BENCH_DATABASE_URL', () => {
    const url = 'postgres://bench@127.0.0.1:5432/gold';
    expect(parseOptions([], { BENCH_DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(parseOptions(['--database-url', url], {}).databaseUrl).toBe(url);
    expect(() => parseOptions(['--database-url', 'gold.db'])).toThrow(
      '--database-url needs a postgres:// URL',
    );
  });

  it('takes a quick run on two routes, matched without regard to case, in site order', () => {
    const options = parseOptions([
      '--',
      '--runs',
      '1',
      '--routes',
      'calculator,/website/home',
      '--only=web',
    ]);
    expect(options.runs).toBe(1);
    expect(options.routes.map((route) => route.path)).toEqual(['home', 'Calculator']);
    expect(options.parts).toEqual(['web']);
    expect(parseOptions(['--only', 'release,api']).parts).toEqual(['api', 'release']);
  });

  it("measures another checkout's build beside this one when given one that is built", () => {
    const checkout = mkdtempSync(join(tmpdir(), 'baseline-'));
    try {
      expect(() => parseOptions(['--baseline', checkout])).toThrow('has no built shell');
      mkdirSync(join(checkout, 'shell', 'dist'), { recursive: true });
      writeFileSync(join(checkout, 'shell', 'dist', 'index.html'), '<!doctype html>');
      expect(parseOptions(['--baseline', relative(process.cwd(), checkout)]).baseline).toBe(
        checkout,
      );
      // From the folder the command was typed in (npm and pnpm pass it on as INIT_CWD).
      const typedIn = join(checkout, 'elsewhere');
      expect(parseOptions(['--baseline', '..'], { INIT_CWD: typedIn }).baseline).toBe(checkout);
      expect(parseOptions([]).baseline).toBeUndefined();
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });

  it('says what is wrong with a bad argument', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs needs a whole number');
    expect(() => parseOptions(['--routes', 'shop'])).toThrow('no route shop');
    expect(() => parseOptions(['--only', 'web,gpu'])).toThrow(
      '--only takes build, web, api, capacity, release',
    );
    expect(() => parseOptions(['--fast'])).toThrow('unknown argument "--fast"');
  });
});
