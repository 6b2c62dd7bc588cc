import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { opsOnly } from '../../testing/testOps';
import { remoteBuild } from '../../testing/testBuild';
import { API_LEVEL, SHELL_LEVEL } from '@gold/contracts';
import { registryMain } from './registryCommands';

const TOKEN = 'bootstrap-token-for-the-registry-cli-tests';
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

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
        // What remote:build records of where 2.2.0 came from.
        if (version === '2.2.0')
          await writeFile(
            join(dist, 'build-source.json'),
            JSON.stringify({ commit: COMMIT, author: 'Ravi', dirty: true }),
          );
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

  it('tells in the history the commit a build came from, and refuses a build whose record of it is wrong', async () => {
    const history = (await registry('history', 'calculator')).out;
    expect(history).toMatch(
      /published 2\.2\.0 from commit 0123456789ab \(built by Ravi, with uncommitted changes\) by meena/,
    );
    expect(history).toMatch(/published 2\.1\.0 by meena/);
    expect(history.split('\n').slice(0, 4)).toEqual([
      'calculator: 3 versions',
      `  2.2.0  shell level ${SHELL_LEVEL}, API level ${API_LEVEL}`,
      `  2.1.0  shell level ${SHELL_LEVEL}, API level ${API_LEVEL}`,
      `  2.0.0  shell level ${SHELL_LEVEL}, API level ${API_LEVEL}`,
    ]);
    const dist = await mkdtemp(join(tmpdir(), 'gold-calculator-dist-'));
    try {
      for (const [path, content] of remoteBuild('calculator', '2.3.0'))
        await mkdir(dirname(join(dist, path)), { recursive: true }).then(() =>
          writeFile(join(dist, path), content),
        );
      await writeFile(
        join(dist, 'build-source.json'),
        JSON.stringify({ commit: 'main', author: 'Ravi', dirty: false }),
      );
      const refused = await registry('publish', 'calculator', '--dist', dist);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('build-source.json is not what remote:build writes');
      expect(refused.err).toContain('commit: a full git commit hash');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('prints a preview link to the remote’s page, and refuses a duration it cannot read or allow', async () => {
    const granted = await registry('preview', 'calculator', '2.1.0', '--for', '2h');
    expect(granted.code, granted.err).toBe(0);
    const [said, link] = granted.out.split('\n');
    expect(said).toMatch(
      /^calculator@2\.1\.0 for the browser that opens this link, until 20\d\d-\S+ \(grant pv-[0-9a-f]{12}; registry revoke-preview pv-[0-9a-f]{12} ends it\):$/,
    );
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
      'granted a preview of 2.1.0 by meena with token bootstrap: grant pv-',
    );
  });

  it('lists the preview grants out, one line each, and revokes one, which the history tells', async () => {
    const granted = await registry('preview', 'calculator', '2.2.0', '--for', '1h');
    const id = /\(grant (pv-[0-9a-f]{12});/.exec(granted.out)?.[1];
    expect(id, granted.out).toBeDefined();
    const listed = (await registry('previews', 'calculator')).out.split('\n');
    expect(listed[0]).toMatch(
      new RegExp(
        `^${id}  calculator@2\\.2\\.0  issued by meena with token bootstrap at 20\\S+, until 20\\S+$`,
      ),
    );
    expect((await registry('previews', 'home')).out).toBe('no preview grants of home out now');
    const revoked = await registry('revoke-preview', id!, '--reason', 'shared too widely');
    expect(revoked).toMatchObject({
      code: 0,
      out: `revoked ${id} (calculator@2.2.0): the browser holding it gets what its channels serve`,
    });
    expect((await registry('previews')).out).toMatch(
      new RegExp(`^${id}  calculator@2\\.2\\.0  .* revoked by meena at 20`, 'm'),
    );
    expect((await registry('history', 'calculator')).out).toContain(
      `revoked a preview of 2.2.0 by meena with token bootstrap: grant ${id}; shared too widely`,
    );
    expect(await registry('revoke-preview', id!)).toMatchObject({ code: 1 });
  });

  it('shows each canary share in history, and carries it in history --json', async () => {
    for (const percent of ['10', '60'])
      expect((await registry('canary', 'calculator', '2.1.0', '--percent', percent)).code).toBe(0);
    const lines = (await registry('history', 'calculator')).out.split('\n');
    const changes = lines.slice(lines.indexOf('changes:') + 1);
    expect(changes[0]).toContain('moved canary 2.1.0 to 60 % by meena');
    expect(changes[1]).toContain('started canary 2.1.0 at 10 % by meena');
    const json = JSON.parse((await registry('history', 'calculator', '--json')).out) as {
      changes: { action: string; percent: number | null; rampStep: number | null }[];
    };
    expect(json.changes.slice(0, 2)).toMatchObject([
      { action: 'canary', percent: 60, rampStep: null },
      { action: 'canary', percent: 10, rampStep: null },
    ]);
  });

  it('says which buckets get which version, and which one a visitor gets, by its address or cookie', async () => {
    // Left by the test above: 2.1.0 on 60 % beside stable 2.0.0.
    expect((await registry('status')).out).toContain(
      'calculator  buckets 0-59: 2.1.0 (canary); buckets 60-99: 2.0.0 (stable)',
    );
    const byAddress = await registry('visitor', '--address', '203.0.113.7');
    expect(byAddress.code, byAddress.err).toBe(0);
    const [said, served] = byAddress.out.split('\n');
    const bucket = Number(
      /^bucket (\d+) \(of a new visitor from that address\):$/.exec(said ?? '')?.[1],
    );
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(served).toBe(bucket < 60 ? '  calculator  2.1.0 canary' : '  calculator  2.0.0 stable');
    expect(await registry('visitor', '--address', 'my laptop')).toMatchObject({
      code: 1,
      err: 'refused: "my laptop" is not an IPv4 or IPv6 address',
    });
    expect(await registry('visitor', '--cookie', 'eyJ.forged')).toMatchObject({
      code: 1,
      err: 'refused: that mf_bucket cookie was not signed by this site’s key (or is cut short): copy it whole from the browser',
    });
    expect((await registry('visitor')).code).toBe(2);
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
        `^refused: another change to calculator landed first \\(you read revision ${revision - 1}, it is now ${revision}\\): rolled stable back to 2\\.1\\.0 from 2\\.2\\.0 by meena at .+\\. Nothing was done: run \`registry status\` and decide again$`,
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
      'changed the ramp of canary 2.2.0 at 5 % (ramp step 1) by meena with token bootstrap: ramp 5,50,100 %, a step each 5 min healthy (was 5,25,100 %, each 10 min)',
    );
    expect((await registry('advance', 'calculator')).out).toMatch(
      /^calculator: ramp advanced to 50 % \(revision \d+\)$/,
    );
    expect((await registry('advance', 'calculator')).out).toMatch(
      /^calculator: promoted, 2\.2\.0 for everyone \(revision \d+\)$/,
    );
  });
});
