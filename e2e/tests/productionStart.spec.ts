import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSupported, SUPPORTED_RANGE } from '../../scripts/nodeVersions.mjs';
import { expect, test } from '../support/test';
import { repoRoot, startOwnServer } from '../support/serverProcess';

// A server that other machines can reach must not take the documented development ops token:
// with it anyone reads every visitor's personal data, sets the rates and publishes JavaScript.
test.describe.configure({ mode: 'serial' });
const PORT = Number(process.env.E2E_START_PORT ?? 8202);
const serverBundle = join(repoRoot, 'server/dist/server.mjs');
/** Far longer than a refusal takes (it comes before the database opens), far shorter than a start. */
const REFUSAL_WAIT_MS = 15_000;

/**
 * Runs the server with only `env` (no OPS_TOKEN or SITE_URL of this shell); its exit, or null if
 * it kept running.
 */
function startAlone(
  env: Record<string, string>,
  node = process.execPath,
): Promise<{ code: number | null; stderr: string }> {
  const { OPS_TOKEN: _token, SITE_URL: _siteUrl, ...inherited } = process.env;
  const child = spawn(node, [serverBundle], {
    env: {
      ...inherited,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gold-start-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: null, stderr });
    }, REFUSAL_WAIT_MS);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const realToken = 'a'.repeat(32);

test.describe('a production start', () => {
  for (const [what, env, why] of [
    ['NODE_ENV=production without OPS_TOKEN', { NODE_ENV: 'production' }, /OPS_TOKEN/],
    [
      'NODE_ENV=production with the development token',
      { NODE_ENV: 'production', OPS_TOKEN: 'dev-ops-token' },
      /OPS_TOKEN/,
    ],
    [
      'NODE_ENV=production with a token of 31 characters',
      { NODE_ENV: 'production', OPS_TOKEN: realToken.slice(1) },
      /OPS_TOKEN/,
    ],
    ['HOST=0.0.0.0 without OPS_TOKEN', { HOST: '0.0.0.0' }, /OPS_TOKEN/],
    ['OPS_HOST=0.0.0.0 without OPS_TOKEN', { OPS_HOST: '0.0.0.0' }, /OPS_TOKEN/],
    // Canonical links, og:url and the sitemap would name http://localhost:<PORT>.
    [
      'NODE_ENV=production without SITE_URL',
      { NODE_ENV: 'production', OPS_TOKEN: realToken, SIGNING_KEY: 'k'.repeat(32) },
      /^refusing to start: SITE_URL is unset, and NODE_ENV=production; set it to the site's public address/,
    ],
    // The one way to ask for ops on the public port: there is no setting that allows it.
    [
      'NODE_ENV=production and ops asked for on the public port',
      {
        NODE_ENV: 'production',
        OPS_TOKEN: realToken,
        SIGNING_KEY: 'k'.repeat(32),
        OPS_PORT: String(PORT),
      },
      /^OPS_PORT must differ from PORT: ops are never served on the public port$/,
    ],
    // The crash tests' kill points: a production server cannot be armed with one.
    [
      "NODE_ENV=production and a crash test's kill point",
      {
        NODE_ENV: 'production',
        OPS_TOKEN: realToken,
        SIGNING_KEY: 'k'.repeat(32),
        SITE_URL: 'https://gold.example',
        GOLD_FAULT_KILL_AT: 'publish:committed',
      },
      /^refusing to start: GOLD_FAULT_KILL_AT is for crash tests, and NODE_ENV=production; unset it$/,
    ],
  ] as const) {
    test(`is refused with ${what}: one line on stderr, exit 1`, async () => {
      const { code, stderr } = await startAlone(env);
      expect(code, 'the server kept running').toBe(1);
      expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(why)]);
    });
  }

  test("refuses to start on the machine's Node where it is not a supported one", async () => {
    // The Node a machine comes with (Debian's, Node 20 here), beside the one npm test brought.
    const machineNode = '/usr/bin/node';
    const version = existsSync(machineNode)
      ? execFileSync(machineNode, ['--version'], { encoding: 'utf8' }).trim()
      : '';
    test.skip(!version || isSupported(version), `no unsupported Node at ${machineNode}`);
    const { code, stderr } = await startAlone(
      {
        NODE_ENV: 'production',
        OPS_TOKEN: realToken,
        SIGNING_KEY: 'k'.repeat(32),
        SITE_URL: 'https://www.example.in',
      },
      machineNode,
    );
    expect(code, 'the server kept running').toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^refusing to start: Node ${version.replaceAll('.', '\\.')} is not supported`),
      ),
    ]);
  });

  test('serves with a token of 32 characters, ops on their own listener only, on a supported Node', async () => {
    // A start of the real server takes over 30 s on a busy two-core machine.
    test.setTimeout(180_000);
    const server = await startOwnServer(PORT, {
      NODE_ENV: 'production',
      OPS_TOKEN: realToken,
      SIGNING_KEY: 'k'.repeat(32),
    });
    try {
      const registry = (origin: string) =>
        fetch(`${origin}/ops/registry`, { headers: { authorization: `Bearer ${realToken}` } });
      expect((await registry(server.opsUrl)).status).toBe(200);
      expect((await registry(server.url)).status).toBe(404);
      // The binary the server process runs, asked for its version: npm test brings the LTS when
      // the machine's Node is older (scripts/supportedNode.mjs), and the server must be on it.
      const node = readlinkSync(`/proc/${server.pid}/exe`);
      const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
      expect(
        isSupported(version),
        `the server runs on ${node}, ${version}, not ${SUPPORTED_RANGE}`,
      ).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
