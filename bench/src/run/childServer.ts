import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { trackProcess } from './liveProcesses';

/** A server process the bench started, on loopback. */
export interface ChildServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Origin of its ops listener (/ops and the console), on a free port of its own. */
  opsOrigin: string;
  /** A scratch folder of its own (the fresh DATA_DIR of a site server), removed on stop. */
  workDir: string;
  /** The server's process id, to read the CPU time it spends. */
  pid: number;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** For the scratch folder's name and error messages. */
  name: string;
  /** Arguments of `node`. */
  args: string[];
  cwd: string;
  /** Environment on top of the bench's own; PORT, HOST and OPS_PORT are set by this function. */
  env?: (workDir: string, origin: string) => Record<string, string>;
  /** Path answered with 2xx once the server is ready. */
  readyPath: string;
}

// Generous: the embedded database starts in seconds, but much slower on a busy shared machine.
const READY_TIMEOUT_MS = 180_000;

/** A port the system has free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts a Node server on a free loopback port with its own scratch folder and waits for it. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Not the server's default (the port after PORT), which the system may have given another.
  const opsPort = await freePort();
  const workDir = mkdtempSync(join(tmpdir(), `gold-bench-${options.name}-`));
  const logPath = join(workDir, 'server.log');
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      ...options.env?.(workDir, origin),
      PORT: String(port),
      HOST: '127.0.0.1',
      OPS_PORT: String(opsPort),
      // Nothing balances the bench's servers: a stop need not drain.
      DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const tracked = trackProcess({ kill: () => child.kill('SIGTERM') });
  let exitCode: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve();
    }),
  );

  const stop = async () => {
    if (exitCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!killed) child.kill('SIGKILL');
      await exited;
    }
    tracked.release();
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(origin + options.readyPath))) {
    if (exitCode !== null || Date.now() > deadline) {
      const why =
        exitCode === null
          ? `did not answer within ${READY_TIMEOUT_MS / 1000} s`
          : `exited (${exitCode})`;
      const output = readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
      await stop();
      throw new Error(`the ${options.name} server ${why}:\n${output}`);
    }
    await sleep(200);
  }
  if (child.pid === undefined) throw new Error(`the ${options.name} server has no process id`);
  return { origin, opsOrigin: `http://localhost:${opsPort}`, workDir, pid: child.pid, stop };
}
