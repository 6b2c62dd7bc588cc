import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execInShell } from './shellCommand';

/** The checkout's root folder. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverBundle = join(repoRoot, 'server/dist/server.mjs');
const cliBundle = join(repoRoot, 'server/dist/cli.mjs');

/**
 * Where the run's prepared database is (set by {@link prepareDatabaseTemplate}, in global setup;
 * the workers inherit it).
 */
const TEMPLATE_VARIABLE = 'E2E_DATABASE_TEMPLATE';

/** What a CLI run gave. */
export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** A server of our own for tests that change what the shared e2e server serves. */
export interface OwnServer {
  /** The site's origin: the visitors' pages, the API and the remotes' files. */
  url: string;
  /** The ops listener's origin: /ops and the release console, nothing else. */
  opsUrl: string;
  dataDir: string;
  /** The server process's id (to read its memory from /proc). */
  pid: number;
  /**
   * Runs the ops CLI against this server's ops listener (or the one a `--server` among `args`
   * names, a proxy in front of it); returns its exit code and output.
   */
  cli(...args: string[]): CliResult;
  /** The same without blocking this process (for a CLI call that this process must answer). */
  cliAsync(...args: string[]): Promise<CliResult>;
  /** Sends the process a signal, as an operator or a process manager does. */
  signal(name: NodeJS.Signals): void;
  /** Settles with the process's exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>;
  /** Stops the server with SIGTERM, unless it has exited already. */
  stop(): Promise<void>;
}

/**
 * A fresh data folder for a server of a test's own, holding a copy of the run's prepared database
 * when there is one (see {@link prepareDatabaseTemplate}).
 */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'gold-own-'));
  const template = process.env[TEMPLATE_VARIABLE];
  if (template) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * The ops port of an own server on `port`: 1000 above it (E2E_OPS_PORT_OFFSET: another offset,
 * for a machine that gives a run only a narrow range of ports), not the server's default (the
 * port after it), so that own servers on adjacent ports (8191, 8192, 8193) never take each other's.
 */
export const opsPortOf = (port: number) => port + Number(process.env.E2E_OPS_PORT_OFFSET ?? 1000);

/**
 * Starts the production server on `port` (ops on `env.OPS_PORT`, else {@link opsPortOf}; '' for
 * the server's default) and
 * waits until both listeners answer: on a fresh data folder,
 * or on the one `env.DATA_DIR` names (a restart on the same data). A fresh folder gets a copy of
 * the run's prepared database (a first start less the WebAssembly initdb, several seconds of
 * CPU) unless `env.DATABASE_URL` names another database. With `command`, a shell command line
 * (a documented one) starts it instead of this checkout's bundle, its assignments over `env`'s.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
  {
    command,
    descriptorLimit,
  }: {
    /** A shell command line (a documented one) that starts it instead of this checkout's bundle. */
    command?: string;
    /** The process's limit of open files (`ulimit -n`), when it must be another than this one's. */
    descriptorLimit?: number;
  } = {},
): Promise<OwnServer> {
  const dataDir =
    env.DATA_DIR ?? (env.DATABASE_URL ? mkdtempSync(join(tmpdir(), 'gold-own-')) : freshDataDir());
  const url = `http://localhost:${port}`;
  // OPS_PORT '' leaves the server its own default, the port after PORT.
  const opsPort =
    env.OPS_PORT === undefined ? String(opsPortOf(port)) : env.OPS_PORT || String(port + 1);
  const opsUrl = `http://localhost:${opsPort}`;
  // Through a shell when a limit is set or a command given; the shell becomes the server (exec),
  // so the process id stays the server's.
  const limit = descriptorLimit === undefined ? '' : `ulimit -n ${descriptorLimit} && `;
  const line = command ?? `"${process.execPath}" "${serverBundle}"`;
  const [program, programArgs] =
    command || limit
      ? ['sh', ['-c', `${limit}${execInShell(line)}`]]
      : [process.execPath, [serverBundle]];
  const child: ChildProcess = spawn(program, programArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_URL: url,
      OPS_PORT: opsPort,
      // No load balancer waits on most tests' servers: they stop at once unless a test drains.
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answers = (address: string, ok: (status: number) => boolean) =>
      fetch(address).then(
        (r) => ok(r.status),
        () => false,
      );
    // The ops listener starts after the site's (401: it answers, and wants a token).
    const up =
      (await answers(`${url}/website/home`, (status) => status === 200)) &&
      (await answers(`${opsUrl}/ops/registry`, (status) => status === 401));
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // This server's ops listener, unless the arguments name another with --server.
  const cliArgs = (args: string[]) =>
    args.includes('--server') ? [cliBundle, ...args] : [cliBundle, ...args, '--server', opsUrl];
  const cliOptions = {
    cwd: repoRoot,
    env: {
      ...process.env,
      OPS_TOKEN: env.OPS_TOKEN ?? process.env.OPS_TOKEN ?? 'dev-ops-token',
      OPS_ACTOR: 'e2e',
    },
  };
  return {
    url,
    opsUrl,
    dataDir,
    pid: child.pid ?? -1,
    cli(...args) {
      const result = spawnSync(process.execPath, cliArgs(args), {
        ...cliOptions,
        encoding: 'utf8',
      });
      return { code: result.status ?? -1, out: result.stdout, err: result.stderr };
    },
    cliAsync(...args) {
      const run = spawn(process.execPath, cliArgs(args), cliOptions);
      let out = '';
      let err = '';
      run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      run.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      return new Promise((resolve) =>
        run.once('close', (code) => resolve({ code: code ?? -1, out, err })),
      );
    },
    signal(name) {
      child.kill(name);
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Prepares the database that own servers start from: the real server's first start (initdb,
 * migrations, seed) on an empty folder with nothing published, stopped cleanly, once per run.
 * Each fresh own server copies it instead of running initdb again.
 */
export async function prepareDatabaseTemplate(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gold-e2e-template-'));
  const server = await startOwnServer(port, { DATA_DIR: dataDir, AUTO_PUBLISH: '0' });
  await server.stop();
  const code = await server.exited;
  if (code !== 0) throw new Error(`the template's server exited with ${code}`);
  process.env[TEMPLATE_VARIABLE] = dataDir;
}
