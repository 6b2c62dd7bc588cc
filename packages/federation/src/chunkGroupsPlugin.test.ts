import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CHUNK_GROUPS_FILE, type ChunkGroups } from '@gold/build-output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChunkGroupsPlugin } from './chunkGroupsPlugin';

// A host in miniature: an async boundary, a vendor library split off the bootstrap, a shared
// singleton, and a lazy part that does not use it.
const files: Record<string, string> = {
  'src/index.js': 'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap\');',
  'src/bootstrap.js':
    "import { greet } from 'greeting';\nimport { big } from 'big-vendor';\nconsole.log(greet(), big.length);\nimport(/* webpackChunkName: \"plain\" */ './plain');",
  'src/plain.js': "console.log('a part that takes nothing shared');",
  'node_modules/greeting/package.json':
    '{ "name": "greeting", "version": "1.2.0", "main": "index.js" }',
  'node_modules/greeting/index.js': "export const greet = () => 'the shared greeting';",
  'node_modules/big-vendor/package.json':
    '{ "name": "big-vendor", "version": "1.0.0", "main": "index.js" }',
  // Large enough that rspack splits it into a vendor chunk of its own.
  'node_modules/big-vendor/index.js': `export const big = ${JSON.stringify('x'.repeat(300_000))};`,
};

let dir: string;
let groups: ChunkGroups;
const read = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: { main: './src/index.js' },
    output: {
      path: join(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        shared: { greeting: { singleton: true, version: '1.2.0', requiredVersion: '^1.2.0' } },
        dts: false,
      }),
      new ChunkGroupsPlugin(),
    ],
  });
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats?.toString()));
      else compiler.close(() => done());
    }),
  );
  groups = JSON.parse(read(CHUNK_GROUPS_FILE)) as ChunkGroups;
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the chunk groups a host build records for its server', () => {
  it('lists the entry, and the bootstrap with the vendor chunk split off it', () => {
    expect(groups.named.main).toEqual([expect.stringMatching(/^main\.\w+\.js$/)]);
    expect(groups.named.bootstrap).toContainEqual(expect.stringMatching(/^bootstrap\.\w+\.js$/));
    const vendor = groups.named.bootstrap?.filter((file) => !file.startsWith('bootstrap.')) ?? [];
    expect(vendor.some((file) => read(file).includes('x'.repeat(1000)))).toBe(true);
  });

  it("lists, by share key, the files that load the host's own copy of a shared module", () => {
    expect(Object.keys(groups.provided)).toEqual(['greeting']);
    expect(groups.provided.greeting?.length).toBeGreaterThan(0);
    expect(
      groups.provided.greeting?.some((file) => read(file).includes('the shared greeting')),
    ).toBe(true);
  });

  it('lists the share keys each named part takes, so that a page preloads only what it uses', () => {
    expect(groups.consumed).toMatchObject({ main: [], bootstrap: ['greeting'], plain: [] });
  });
});
