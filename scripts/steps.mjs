// Steps of `npm test` as child processes, so that steps that do not depend on each other can run
// side by side on the two cores, each timed, the first failure ending the rest.
import { spawn } from 'node:child_process';
import { ensurePnpm } from './pnpm.mjs';

const running = new Set();
const times = [];

/** Ends every step still running (a failure elsewhere, or this process exiting). */
export function stopAllSteps() {
  for (const child of running) child.kill('SIGTERM');
}
process.once('exit', stopAllSteps);

/**
 * Runs `pnpm ...args` as step `name`. Output is streamed, or, with `quiet`, held and printed
 * once the step ends, so that a short step beside a long one prints as one block. A step that
 * fails ends this process, and with it every other step, with its exit code.
 */
export function step(name, args, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${name}`);
  const child = spawn(ensurePnpm(), args, {
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  running.add(child);
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      times.push({ name, seconds });
      if (quiet) {
        console.log(`\n=== ${name}`);
        process.stdout.write(Buffer.concat(held));
      }
      if (code !== 0) {
        console.log(`=== ${name}: FAILED (${signal ?? `exit ${code}`}) in ${seconds.toFixed(1)} s`);
        process.exit(code || 1);
      }
      console.log(`=== ${name}: ok in ${seconds.toFixed(1)} s`);
      resolve();
    });
  });
}

/** Runs `lanes` side by side; each lane runs its steps one after another. */
export async function sideBySide(...lanes) {
  await Promise.all(lanes.map((lane) => lane()));
}

/**
 * Prints each step's time and the Node they ran on, for the closing notes and to see where a
 * run's time went.
 */
export function printStepTimes(startedAt) {
  console.log(`\n=== step times (Node ${process.version})`);
  for (const { name, seconds } of times) console.log(`${name.padEnd(12)} ${seconds.toFixed(1)} s`);
  console.log(`${'whole run'.padEnd(12)} ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
