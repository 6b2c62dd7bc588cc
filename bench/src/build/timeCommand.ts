import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trackProcess } from '../run/liveProcesses';

/** How long a command ran and, when it failed, the end of its output. */
export interface CommandRun {
  seconds: number;
  error?: string;
}

/**
 * Runs a command to the end and measures its wall-clock seconds; its output goes to a scratch
 * log whose end is kept only when it fails.
 */
export async function timeCommand(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<CommandRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'gold-bench-build-'));
  const logPath = join(scratch, 'output.log');
  const log = openSync(logPath, 'w');
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', log, log] });
    const tracked = trackProcess({ kill: () => child.kill('SIGTERM') });
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      tracked.release();
      resolve(exitCode);
    });
  }).finally(() => closeSync(log));
  const seconds = (performance.now() - started) / 1000;
  const output = readFileSync(logPath, 'utf8');
  rmSync(scratch, { recursive: true, force: true });
  if (code === 0) return { seconds };
  return { seconds, error: `exit ${code}: ${output.split('\n').slice(-30).join('\n')}` };
}
