import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { opsPortOf, repoRoot } from './serverProcess';
import { execInShell } from './shellCommand';

/** Debian's HAProxy (`npm test` installs it when missing: scripts/ensureHaproxy.mjs). */
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** HAProxy running deploy/haproxy.cfg in front of three instances. */
export interface Haproxy {
  url: string;
  /** HAProxy's process id (to read its memory from /proc). */
  pid: number;
  /** Its own metrics for Prometheus (the cfg's stats frontend): `${metricsUrl}/metrics`. */
  metricsUrl: string;
  /**
   * Which instance (0, 1 or 2) answered, from the response's headers (the one HAProxy adds when
   * the tests ask for it): a fetch's `Headers` or Playwright's header record.
   */
  servedBy(headers: Headers | Record<string, string>): number | undefined;
  /** Resolves once a request through the proxy has been answered by instance `index` (0-2). */
  untilServing(index: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const SERVED_BY = 'x-served-by';

/**
 * Starts HAProxy with the production config, deploy/haproxy.cfg, on `port` of 127.0.0.1 (its
 * metrics on `metricsPort`, else {@link opsPortOf} that port), in front of `backends` (three base
 * URLs): in the foreground (-db), as this user (no root for ports above 1024), with the backend's
 * name on each answer. Resolves once it answers. With `command`, a shell command line (a
 * documented one, its addresses this machine's) starts it.
 */
export async function startHaproxy(
  port: number,
  backends: readonly string[],
  { command, metricsPort = opsPortOf(port) }: { command?: string; metricsPort?: number } = {},
): Promise<Haproxy> {
  if (backends.length !== 3) throw new Error('deploy/haproxy.cfg balances three instances');
  const address = (url: string) => `127.0.0.1:${new URL(url).port}`;
  const [program, args] = command
    ? ['sh', ['-c', execInShell(command)]]
    : [HAPROXY, ['-db', '-f', join(repoRoot, 'deploy/haproxy.cfg')]];
  const child = spawn(program, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      // The documented command says `haproxy`: this one (Debian's /usr/sbin, not on every PATH).
      PATH: `${dirname(HAPROXY)}:${process.env.PATH}`,
      HAPROXY_BIND: `127.0.0.1:${port}`,
      // Each spec's proxy a port of its own: two of them may run side by side.
      HAPROXY_METRICS_BIND: `127.0.0.1:${metricsPort}`,
      APP1: address(backends[0]!),
      APP2: address(backends[1]!),
      APP3: address(backends[2]!),
      HAPROXY_SERVED_BY: '1',
    },
    // In the foreground HAProxy says on stderr what its log line on stdout repeats: instances
    // going down and up.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const servedBy = (headers: Headers | Record<string, string>) => {
    const name = headers instanceof Headers ? headers.get(SERVED_BY) : headers[SERVED_BY];
    return name ? Number(name.replace('app', '')) - 1 : undefined;
  };
  const untilServing = async (index: number, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
      const response = await fetch(`${url}/readyz`).catch(() => undefined);
      if (response?.ok && servedBy(response.headers) === index) return;
      if (Date.now() > deadline)
        throw new Error(`instance ${index} got no request through haproxy within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    url,
    pid: child.pid!,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    servedBy,
    untilServing,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
