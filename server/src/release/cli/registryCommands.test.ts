import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { opsOnly } from '../../testing/testOps';
import { remoteBuild } from '../../testing/testBuild';
import { registryMain } from './registryCommands';

const TOKEN = 'bootstrap-token-for-the-registry-cli-tests';

describe('registry commands: preview, bare rollback, canary shares in history', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let server: string;

  /** Runs `registry <args> --server <this server>`; its exit code and what it printed. */
  async function registry(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    vi.stubEnv('OPS_TOKEN', TOKEN);
    vi.stubEnv('OPS_ACTOR', 'meena');
    try {
      const code = await registryMain(
        [...args, '--server', server],
        (line) => out.push(line),
        (line) => err.push(line),
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    } finally {
      vi.unstubAllEnvs();
    }
  }

  beforeAll(async () => {
    test = await openTestDatabase();
    app = await opsOnly(test, TOKEN);
    server = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const version of ['2.0.0', '2.1.0', '2.2.0']) {
      const dist = await mkdtemp(join(tmpdir(), 'gold-calculator-dist-'));
      try {
        for (const [path, content] of remoteBuild('calculator', version)) {
          await mkdir(dirname(join(dist, path)), { recursive: true });
          await writeFile(join(dist, path), content);
        }
        const published = await registry('publish', 'calculator', '--dist', dist);
        if (published.code !== 0) throw new Error(`publish ${version}: ${published.err}`);
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    }
    const promoted = await registry('promote', 'calculator', '2.0.0');
    if (promoted.code !== 0) throw new Error(`promote 2.0.0: ${promoted.err}`);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  it('prints a preview link to the remote’s page, and refuses a duration it cannot read or allow', async () => {
    const granted = await registry('preview', 'calculator', '2.1.0', '--for', '2h');
    expect(granted.code, granted.err).toBe(0);
    const [said, link] = granted.out.split('\n');
    expect(said).toMatch(/^calculator@2\.1\.0 for the browser that opens this link, until 20\d\d-/);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/website\/Calculator\?preview=[\w-]+\.[\w-]+$/);
    expect(await registry('preview', 'calculator', '2.1.0', '--for', 'a fortnight')).toMatchObject({
      code: 2,
      err: '--for takes a duration, like 24h, 30m or 7d',
    });
    expect(await registry('preview', 'calculator', '2.1.0', '--for', '8d')).toMatchObject({
      code: 1,
      err: 'refused: a preview lasts from 1 s to 168 h (default 24 h)',
    });
    expect((await registry('history', 'calculator')).out).toContain(
      'preview 2.1.0 (was -) by meena with token bootstrap: for 2 h, until ',
    );
  });

  it('shows each canary share in history, and carries it in history --json', async () => {
    for (const percent of ['10', '60'])
      expect((await registry('canary', 'calculator', '2.1.0', '--percent', percent)).code).toBe(0);
    const history = (await registry('history', 'calculator')).out.split('\n');
    expect(history[1]).toContain('canary 2.1.0 at 60 % (was 2.1.0) by meena');
    expect(history[2]).toContain('canary 2.1.0 at 10 % (was -) by meena');
    const json = JSON.parse((await registry('history', 'calculator', '--json')).out) as {
      changes: { action: string; percent: number | null; rampStep: number | null }[];
    };
    expect(json.changes.slice(0, 2)).toMatchObject([
      { action: 'canary', percent: 60, rampStep: null },
      { action: 'canary', percent: 10, rampStep: null },
    ]);
  });

  it('rolls back one step with the revision it read; a stale revision is told what landed first', async () => {
    for (const version of ['2.1.0', '2.2.0'])
      expect((await registry('promote', 'calculator', version)).code).toBe(0);
    const back = await registry('rollback', 'calculator');
    expect(back.code, back.err).toBe(0);
    expect(back.out).toMatch(/^calculator: rolled back to 2\.1\.0 \(revision (\d+)\)$/);
    const revision = Number(/revision (\d+)/.exec(back.out)?.[1]);
    const stale = await registry('rollback', 'calculator', '--revision', String(revision - 1));
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(
      new RegExp(
        `^refused: another change to calculator landed first \\(you read revision ${revision - 1}, it is now ${revision}\\): rollback 2\\.1\\.0 \\(was 2\\.2\\.0\\) by meena at .+\\. Nothing was done: run \`registry status\` and decide again$`,
      ),
    );
  });

  it('tells in status what the ramp waits for, and advances it or edits its steps', async () => {
    const ramp = ['--ramp', '5,25,100', '--every', '10m'];
    expect((await registry('canary', 'calculator', '2.2.0', ...ramp)).code).toBe(0);
    const running = (await registry('status')).out;
    expect(running).toContain('ramp 5,25,100 %: step 1 of 3 (5 %), a step each 10 min healthy');
    expect(running).toMatch(
      /\n {14}next: 25 % at 20\d\d-\S+Z \(in 10 min\) if the guard is green then; it needs \d+ more canary visitors to judge\n/,
    );
    expect((await registry('pause', 'calculator')).out).toMatch(/^calculator: ramp paused at 5 %/);
    expect((await registry('status')).out).toContain(
      "paused with 10 min of the step's 10 min to run: resume carries the step's clock on from there (it does not restart), then 25 % if the guard is green",
    );
    expect((await registry('resume', 'calculator')).code).toBe(0);

    expect(await registry('ramp', 'calculator')).toMatchObject({
      code: 2,
      err: 'ramp needs --steps, the percentages after the current step: registry ramp calculator --steps 50,100',
    });
    const edited = await registry('ramp', 'calculator', '--steps', '50,100', '--every', '5m');
    expect(edited.out).toMatch(/^calculator: ramp at 5 %, then 50,100 % \(revision \d+\)$/);
    expect((await registry('history', 'calculator')).out).toContain(
      'edit-ramp 2.2.0 at 5 %, ramp step 1 (was 2.2.0) by meena with token bootstrap: ramp 5,50,100 %, a step each 5 min healthy (was 5,25,100 %, each 10 min)',
    );
    expect((await registry('advance', 'calculator')).out).toMatch(
      /^calculator: ramp advanced to 50 % \(revision \d+\)$/,
    );
    expect((await registry('advance', 'calculator')).out).toMatch(
      /^calculator: promoted, 2\.2\.0 for everyone \(revision \d+\)$/,
    );
  });
});
