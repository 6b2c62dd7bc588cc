import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { opsOnly } from '../../../testing/testOps';
import { remoteBuild } from '../../../testing/testBuild';
import { registryMain } from '../../../release/cli/registryCommands';
import { tokensMain } from './tokenCommands';

const BOOTSTRAP = 'bootstrap-token-for-the-cli-tests-0123';

/** Runs a command with `token` as OPS_TOKEN; its exit code and what it printed. */
async function run(
  command: typeof tokensMain,
  token: string,
  args: string[],
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.stubEnv('OPS_TOKEN', token);
  vi.stubEnv('OPS_ACTOR', 'meena');
  try {
    const code = await command(
      args,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out, err };
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('tokens and registry commands with scoped tokens', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let server: string;
  let dist: string;
  let secret = '';

  beforeAll(async () => {
    test = await openTestDatabase();
    app = await opsOnly(test, BOOTSTRAP);
    server = await app.listen({ port: 0, host: '127.0.0.1' });
    dist = await mkdtemp(join(tmpdir(), 'gold-calculator-dist-'));
    for (const [path, content] of remoteBuild('calculator', '2.0.0')) {
      await mkdir(dirname(join(dist, path)), { recursive: true });
      await writeFile(join(dist, path), content);
    }
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('creates a token and prints it this once', async () => {
    const created = await run(tokensMain, BOOTSTRAP, [
      'create',
      '--name',
      'calculator-team',
      '--remotes',
      'calculator',
      '--can',
      'releases',
      '--server',
      server,
    ]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toBe('token calculator-team (remotes calculator; can releases):');
    expect(created.out[1]).toMatch(/^gold_ops_[\w-]{43}$/);
    secret = created.out[1] ?? '';
  });

  it('publishes with it, and history names the token', async () => {
    const publish = ['publish', 'calculator', '--dist', dist, '--server', server];
    expect((await run(registryMain, secret, publish)).code).toBe(0);
    const history = await run(registryMain, secret, ['history', 'calculator', '--server', server]);
    expect(history.out[history.out.indexOf('changes:') + 1]).toMatch(
      /^ {2}\S+ {2}published 2\.0\.0 by meena with token calculator-team$/,
    );
    const refused = await run(registryMain, secret, ['history', 'home', '--server', server]);
    expect(refused).toMatchObject({
      code: 1,
      err: [
        `refused: the token "calculator-team" may not release home, only calculator (the token in OPS_TOKEN, at ${server})`,
      ],
    });
  });

  it('lists tokens without their secrets', async () => {
    const listed = await run(tokensMain, BOOTSTRAP, ['list', '--server', server]);
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toMatch(/^name +remotes +can +created +last used +revoked$/);
    expect(listed.out[1]).toMatch(/^calculator-team +calculator +releases +\S+ +\S+ +-$/);
    expect(listed.out.join('\n')).not.toContain(secret);
  });

  it('revokes it, after which the server refuses it', async () => {
    const revoked = await run(tokensMain, BOOTSTRAP, [
      'revoke',
      'calculator-team',
      '--server',
      server,
    ]);
    expect(revoked.out).toEqual([expect.stringMatching(/^token calculator-team revoked at \S+$/)]);
    const status = await run(registryMain, secret, ['status', '--server', server]);
    expect(status).toMatchObject({
      code: 1,
      err: [
        `refused: ${server} does not accept the token in OPS_TOKEN (wrong, or revoked): set OPS_TOKEN to the server's own or to one made with tokens create`,
      ],
    });
  });

  it('exits 2 naming what create needs', async () => {
    const bad = await run(tokensMain, BOOTSTRAP, ['create', '--name', 'x', '--server', server]);
    expect(bad).toMatchObject({
      code: 2,
      err: [
        'create needs --name <name> and --can <capabilities>: tokens create --name calculator-team --remotes calculator --can releases',
      ],
    });
  });
});
