import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { opsOnly } from '../testing/testOps';
import { refuseOpsOnPublicListener } from '../platform/ops/opsListener';
import { runCli } from './commands';

const TOKEN = 'bootstrap-token-for-the-cli-mistakes-tests';

/** The listeners a row may name: the ops API, the site's, another server's, and a closed port. */
interface Listeners {
  ops: string;
  site: string;
  other: string;
  closedPort: number;
}

/** A command line, the one line it must answer on stderr (none: it succeeds) and its exit code. */
interface Row {
  args: (at: Listeners) => string[];
  err: (at: Listeners) => string;
  code: number;
  /** What stdout starts with, for the rows that print help; the others print nothing there. */
  out?: string;
  env?: Record<string, string>;
}

const none = () => '';

/** Every mistake of issue 67, item 6, and a few of their neighbours. */
const rows: Record<string, Row> = {
  '--help': { args: () => ['--help'], err: none, code: 0, out: 'Commands (each takes --help):' },
  'registry --help': {
    args: () => ['registry', '--help'],
    err: none,
    code: 0,
    out: 'Usage: registry <command>',
  },
  'registry canary -h': {
    args: () => ['registry', 'canary', '-h'],
    err: none,
    code: 0,
    out: 'Usage: registry <command>',
  },
  'tokens --help': {
    args: () => ['tokens', '--help'],
    err: none,
    code: 0,
    out: 'Usage: tokens <command>',
  },
  'rates:set --help': {
    args: () => ['rates:set', '--help'],
    err: none,
    code: 0,
    out: 'Usage: rates:set --k18',
  },
  'an unknown command': {
    args: () => ['registr', 'status'],
    err: () => 'unknown command "registr": did you mean "registry"? (--help lists them)',
    code: 2,
  },
  'registry promot calculator': {
    args: () => ['registry', 'promot', 'calculator'],
    err: () => 'unknown command "promot": did you mean "promote"? (registry --help lists them)',
    code: 2,
  },
  'a canary without --percent': {
    args: () => ['registry', 'canary', 'calculator', '1.1.0'],
    err: () =>
      'canary needs --percent N or --ramp 5,25,50,100 --every 10m: registry canary calculator 1.1.0 --percent 10',
    code: 2,
  },
  '--precent': {
    args: () => ['registry', 'canary', 'calculator', '1.1.0', '--precent', '10'],
    err: () =>
      'unknown option --precent: did you mean --percent? (registry --help lists the options)',
    code: 2,
  },
  '--percent without its value': {
    args: () => ['registry', 'canary', 'calculator', '1.1.0', '--percent'],
    err: () => '--percent needs a value: --percent N',
    code: 2,
  },
  'a percent above 100': {
    args: () => ['registry', 'canary', 'calculator', '1.1.0', '--percent', '150'],
    err: () => '--percent takes a whole number from 0 to 100 (0 ends the canary), not "150"',
    code: 2,
  },
  '--every without its unit': {
    args: () => [
      'registry',
      'canary',
      'calculator',
      '1.1.0',
      '--percent',
      '5',
      '--ramp',
      '5,25',
      '--every',
      '10',
    ],
    err: () =>
      '--every 10 has no unit: the time each step stays healthy, like --every 10m (ms, s, m, h or d)',
    code: 2,
  },
  'a ramp with --percent': {
    args: () => [
      'registry',
      'canary',
      'calculator',
      '1.1.0',
      '--percent',
      '5',
      '--ramp',
      '5,25',
      '--every',
      '10m',
    ],
    err: () => 'give --percent or --ramp, not both: a ramp starts at its first step (5 %)',
    code: 2,
  },
  'a ramp that does not climb': {
    args: () => ['registry', 'canary', 'calculator', '1.1.0', '--ramp', '25,5', '--every', '10m'],
    err: () =>
      '--ramp 25,5 --every 10m: a ramp is whole percentages that climb, from 1 to at most 100 (100 promotes), like 5,25,50,100',
    code: 2,
  },
  'a right ramp reaches the server': {
    args: (at) => [
      'registry',
      'canary',
      'calculator',
      '1.1.0',
      '--ramp',
      '5,25',
      '--every',
      '10m',
      '--server',
      at.ops,
    ],
    err: () => 'refused: calculator@1.1.0 is not published',
    code: 1,
  },
  'an option of another command': {
    args: () => ['registry', 'promote', 'calculator', '--percent', '5'],
    err: () => 'promote takes no --percent (an option of canary)',
    code: 2,
  },
  'registry revoke-previw': {
    args: () => ['registry', 'revoke-previw', 'pv-0123456789ab'],
    err: () =>
      'unknown command "revoke-previw": did you mean "revoke-preview"? (registry --help lists them)',
    code: 2,
  },
  'revoke-preview without its id': {
    args: () => ['registry', 'revoke-preview'],
    err: () => 'revoke-preview needs <id>: registry revoke-preview pv-0123456789ab',
    code: 2,
  },
  'revoke-preview of something not an id': {
    args: () => ['registry', 'revoke-preview', 'calculator@1.1.0'],
    err: () =>
      '"calculator@1.1.0" is not a preview id: like pv-0123456789ab, as registry previews lists them',
    code: 2,
  },
  'revoke-preview of an id no grant has': {
    args: (at) => ['registry', 'revoke-preview', 'pv-0123456789ab', '--server', at.ops],
    err: () => 'refused: no preview grant pv-0123456789ab that you may revoke',
    code: 1,
  },
  'previews of a misspelt remote': {
    args: () => ['registry', 'previews', 'calculater'],
    err: () => 'unknown remote "calculater": did you mean "calculator"?',
    code: 2,
  },
  'a misspelt remote': {
    args: () => ['registry', 'history', 'calculater'],
    err: () => 'unknown remote "calculater": did you mean "calculator"?',
    code: 2,
  },
  'a missing remote': {
    args: () => ['registry', 'history'],
    err: () => 'history needs <remote>: registry history calculator',
    code: 2,
  },
  '--server without its scheme': {
    args: (at) => ['registry', '--server', `localhost:${at.closedPort}`, 'status'],
    err: (at) =>
      `--server takes a URL with its scheme: did you mean http://localhost:${at.closedPort}?`,
    code: 2,
  },
  'nothing listening': {
    args: (at) => ['registry', 'status', '--server', `http://127.0.0.1:${at.closedPort}`],
    err: (at) =>
      `cannot reach the ops listener at http://127.0.0.1:${at.closedPort} (connection refused): is the server running? set --server or OPS_PORT`,
    code: 1,
  },
  "the site's port": {
    args: (at) => ['registry', 'status', '--server', at.site],
    err: (at) =>
      `${at.site} is the site's listener (PORT), not the ops one: try --server http://127.0.0.1:${at.closedPort}, the ops listener (OPS_PORT, the port after PORT unless set)`,
    code: 2,
  },
  'another server that is not ops': {
    args: (at) => ['registry', 'status', '--server', at.other],
    err: (at) =>
      `${at.other} is not the ops listener: it answers /ops with 404, not the ops API's JSON, as the site's listener does; the ops listener is on the port after the site's unless OPS_PORT is set: try --server http://127.0.0.1:${Number(new URL(at.other).port) + 1}`,
    code: 2,
  },
  'publish --dist /nonexistent': {
    args: () => ['registry', 'publish', 'calculator', '--dist', '/nonexistent'],
    err: () =>
      'no build at /nonexistent (run npm run remote:build -- calculator first, or pass --dist the folder with mf-manifest.json)',
    code: 2,
  },
  'a wrong token': {
    args: (at) => ['registry', 'status', '--server', at.ops],
    err: (at) =>
      `refused: ${at.ops} does not accept the token in OPS_TOKEN (wrong, or revoked): set OPS_TOKEN to the server's own or to one made with tokens create`,
    code: 1,
    env: { OPS_TOKEN: 'not-the-token-the-server-runs-with' },
  },
  'tokens create x': {
    args: () => ['tokens', 'create', 'x', '--remotes', 'calculater'],
    err: () =>
      'unexpected "x": create takes no word, only options, like tokens create --name calculator-team --remotes calculator --can releases',
    code: 2,
  },
  'tokens create --remotes calculater': {
    args: () => ['tokens', 'create', '--name', 'x', '--can', 'releases', '--remotes', 'calculater'],
    err: () => 'unknown remote "calculater": did you mean "calculator"?',
    code: 2,
  },
  'tokens create --can relases': {
    args: () => ['tokens', 'create', '--name', 'x', '--can', 'relases'],
    err: () => 'unknown capability "relases": did you mean "releases"?',
    code: 2,
  },
  'a version that is none': {
    args: () => ['registry', 'promote', 'calculator', '1.1'],
    err: () => '"1.1" is not a version: like 1.2.3, 1.2.3-rc.1 or 1.2.3+build.5',
    code: 2,
  },
  'a reason longer than the audit trail keeps': {
    args: () => ['registry', 'abort', 'calculator', '--reason', 'x'.repeat(501)],
    err: () => '--reason takes at most 500 characters (this one has 501)',
    code: 2,
  },
  'a refusal of the request itself says what the server refused': {
    args: (at) => [
      'tokens',
      'create',
      '--name',
      'bootstrap',
      '--can',
      'releases',
      '--server',
      at.ops,
    ],
    err: () => 'refused: Invalid token: name: "bootstrap" is OPS_TOKEN',
    code: 1,
  },
};

/** A listener on a free port of loopback, answering as `answer` does. */
async function listen(answer: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('the CLI answers each mistake with one line that names the fix, and its exit code', () => {
  let test: TestDatabase;
  let ops: FastifyInstance;
  let site: FastifyInstance;
  let other: Server;
  let at: Listeners;

  beforeAll(async () => {
    test = await openTestDatabase();
    ops = await opsOnly(test, TOKEN);
    // The site's listener as production has it: /ops answers a plain 404 there.
    site = Fastify({ logger: false });
    refuseOpsOnPublicListener(site);
    // Another server, a remote's dev server say: a page for any path.
    other = await listen((_request, response) =>
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    );
    const closed = await listen(() => undefined);
    const closedPort = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    at = {
      ops: await ops.listen({ port: 0, host: '127.0.0.1' }),
      site: await site.listen({ port: 0, host: '127.0.0.1' }),
      other: `http://127.0.0.1:${portOf(other)}`,
      closedPort,
    };
  }, 60_000);
  afterAll(async () => {
    await ops?.close();
    await site?.close();
    await new Promise((resolve) => other?.close(resolve));
    await test?.dispose();
  });

  it.each(Object.entries(rows))('%s', async (_name, row) => {
    // This machine's configuration: the site on its port, the ops listener on the closed one,
    // so that a command that asks no server by mistake is told nobody answered.
    vi.stubEnv('PORT', new URL(at.site).port);
    vi.stubEnv('OPS_PORT', String(at.closedPort));
    vi.stubEnv('OPS_HOST', '127.0.0.1');
    vi.stubEnv('OPS_TOKEN', TOKEN);
    for (const [name, value] of Object.entries(row.env ?? {})) vi.stubEnv(name, value);
    const out: string[] = [];
    const err: string[] = [];
    try {
      const code = await runCli(row.args(at), {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      const printed = out.join('\n');
      expect({
        code,
        err: err.join('\n'),
        out: row.out === undefined ? printed : printed.slice(0, row.out.length),
      }).toEqual({ code: row.code, err: row.err(at), out: row.out ?? '' });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
