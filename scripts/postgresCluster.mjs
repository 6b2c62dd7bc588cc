#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the tests, from Debian's packages (installed with apt-get when
// missing, as Chromium is): a temp folder, a free port on 127.0.0.1, trust auth, no fsync. The
// package's own cluster and service are not used. `node scripts/postgresCluster.mjs` starts one
// for a developer and stops it on Ctrl+C.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './aptInstall.mjs';

const INSTALLED = '/usr/lib/postgresql';
// initdb's superuser: it can create the schemas and databases the tests make.
const USER = 'postgres';

/** The bin folder of the newest PostgreSQL version installed, or null. */
function newestBin() {
  const versions = existsSync(INSTALLED) ? readdirSync(INSTALLED) : [];
  const [newest] = versions
    .filter((version) => existsSync(join(INSTALLED, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? join(INSTALLED, newest, 'bin') : null;
}

export function ensurePostgres() {
  if (newestBin()) return;
  console.log(`[test] no PostgreSQL in ${INSTALLED}: installing Debian's postgresql with apt-get`);
  aptInstall('postgresql');
  if (!newestBin()) throw new Error(`apt-get installed postgresql, but ${INSTALLED} has no initdb`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: root runs it as the `postgres` user the package creates. */
function unprivilegedIds() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts a new cluster; `stop()` removes it, and so does the end of this process. */
export async function startPostgresCluster() {
  ensurePostgres();
  const bin = newestBin();
  const dir = mkdtempSync(join(tmpdir(), 'gold-postgres-'));
  const ids = unprivilegedIds();
  if (ids.uid !== undefined) chownSync(dir, ids.uid, ids.gid);
  const run = (tool, args) =>
    execFileSync(join(bin, tool), args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', ...ids });
  const data = join(dir, 'data');
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      // pg_ctl runs it in a session of its own, out of reach of Ctrl+C; if it died anyway, fine.
      try {
        run('pg_ctl', ['stop', '--wait', '--mode=fast', '--pgdata', data]);
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // It never outlives this process, however that ends (see exitOnSignals for signals).
  process.once('exit', stop);
  try {
    run('initdb', [
      '--pgdata',
      data,
      `--username=${USER}`,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    // Loopback only, so trust auth lets in no one but this machine; durability is not needed.
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    const start = () => {
      run('pg_ctl', ['start', '--wait', '--pgdata', data, '--log', join(dir, 'server.log')]);
      running = true;
    };
    start();
    const version = run('postgres', ['--version'])
      .replace(/^postgres \(PostgreSQL\) /, '')
      .trim();
    return {
      url: `postgres://${USER}@127.0.0.1:${port}/postgres`,
      version,
      stop,
      // A database outage for the tests: the server stops (fast: sessions are ended), the
      // cluster and its data stay, and it starts again on the same port.
      stopServer: () => {
        running = false;
        run('pg_ctl', ['stop', '--wait', '--mode=fast', '--pgdata', data]);
      },
      startServer: start,
    };
  } catch (error) {
    const log = join(dir, 'server.log');
    if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
    stop();
    throw error;
  }
}

/**
 * Ends this process on Ctrl+C and SIGTERM through process.exit, so that its exit handlers (a
 * cluster's stop) run. Node runs the handler only between steps, as a step holds the event loop.
 */
export function exitOnSignals() {
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitOnSignals();
  const cluster = await startPostgresCluster();
  console.log(`PostgreSQL ${cluster.version} at ${cluster.url} (Ctrl+C stops and removes it)`);
  // Signal handlers alone do not keep Node running.
  setInterval(() => {}, 1 << 30);
}
