import { spawn } from 'node:child_process';
import { opsPortOf } from './serverProcess';

/**
 * The ports of a test's development start, from E2E_DEV_PORT (the shell's, default 8460) upward:
 * never the documented 3000-3005 and 8080, which a developer's own `npm run dev` may hold.
 */
export function devPortsFrom(base = Number(process.env.E2E_DEV_PORT ?? 8460)) {
  return {
    shell: base,
    home: base + 1,
    calculator: base + 2,
    partner: base + 3,
    branches: base + 4,
    content: base + 5,
    opsConsole: base + 6,
    /** The server of `npm run dev` (its ops listener at {@link opsPortOf}). */
    server: base + 7,
    /** The local proxy of `remote:dev --against`. */
    proxy: base + 8,
  };
}
export type DevPorts = ReturnType<typeof devPortsFrom>;

/** The environment that puts `npm run dev` and `npm run remote:dev` on `ports` (config reads it). */
export function devEnv(ports: DevPorts): Record<string, string> {
  return {
    DEV_PORT_SHELL: String(ports.shell),
    DEV_PORT_HOME: String(ports.home),
    DEV_PORT_CALCULATOR: String(ports.calculator),
    DEV_PORT_PARTNER: String(ports.partner),
    DEV_PORT_BRANCHES: String(ports.branches),
    DEV_PORT_CONTENT: String(ports.content),
    DEV_PORT_OPS_CONSOLE: String(ports.opsConsole),
    PORT: String(ports.server),
    OPS_PORT: String(opsPortOf(ports.server)),
    LOG_LEVEL: 'warn',
  };
}

/** A command that serves until it is stopped (`npm run dev`, `npm run remote:dev`). */
export interface DevCommand {
  /** The last 20 000 characters it printed, for a failure's message. */
  output(): string;
  /** Ends it and every process it started, and waits until they are gone. */
  stop(): Promise<void>;
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts `command` in `cwd` in a process group of its own, so that stopping ends all it started. */
export function startDevCommand(
  command: string,
  cwd: string,
  env: Record<string, string>,
): DevCommand {
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid ?? -1;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    output: () => output,
    async stop() {
      if (!groupAlive(pid)) return;
      process.kill(-pid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    },
  };
}

/** Waits until every address answers 200 (dev servers answer once their first compile is done). */
export async function waitForAnswers(
  urls: readonly string[],
  command: DevCommand,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let waiting = [...urls];
  while (waiting.length > 0) {
    if (Date.now() > deadline)
      throw new Error(`no answer from ${waiting.join(', ')} in time:\n${command.output()}`);
    const answers = await Promise.all(
      waiting.map((url) =>
        fetch(url).then(
          (response) => response.status === 200,
          () => false,
        ),
      ),
    );
    waiting = waiting.filter((_, index) => !answers[index]);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
