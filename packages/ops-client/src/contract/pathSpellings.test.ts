import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The contract is the one place an ops path is spelt: the console, the ops commands and the
// bench send every call through it, so a route renamed or a remote's name escaped is done once.

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** A string that starts an ops path: '/ops', "/ops/…", `/ops${…}`. */
const OPS_PATH = /['"`]\/ops(?=['"`/$?])/;
/** Where callers of the ops API live, and which of their files count (tests may name a path). */
const CALLERS = [
  { folder: 'ops-console/src', takes: /^/ },
  { folder: 'server/src', takes: /(^|\/)cli\// },
  { folder: 'bench/src', takes: /^/ },
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** Each line of `text` that spells an ops path in code (comments may name one). */
const spellings = (text: string) =>
  text
    .split('\n')
    .map((line, i) => ({ line: i + 1, code: line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '') }))
    .filter(({ code }) => OPS_PATH.test(code));

describe('ops paths', () => {
  it('tells a spelt path from a comment naming one', () => {
    const text = [
      "callOps(target, 'GET', '/ops/registry');",
      '  `/ops/registry/${remote}/canary`,',
      ' * GET /ops/registry/:remote: its history',
      "// POST '/ops/tokens' answers the secret",
      "import { x } from '../../platform/ops/opsCommand';",
    ].join('\n');
    expect(spellings(text).map(({ line }) => line)).toEqual([1, 2]);
  });

  it('are spelt by no caller outside the contract: the console, the ops commands, the bench', () => {
    const files = CALLERS.flatMap(({ folder, takes }) =>
      sources(join(root, folder)).filter((file) => takes.test(relative(join(root, folder), file))),
    );
    // The callers were read: the console's features, the registry and token commands, rates:set.
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((file) => file.endsWith('registryCommands.ts'))).toBe(true);
    const spelt = files.flatMap((file) =>
      spellings(readFileSync(file, 'utf8')).map(({ line }) => `${relative(root, file)}:${line}`),
    );
    expect(spelt).toEqual([]);
  });
});
