import { setTimeout as sleep } from 'node:timers/promises';
import { progress } from '../run/progress';
import { sendOps } from '@gold/ops-client';
import { registryCalls } from '@gold/ops-client/contract';
import { benchOps } from './opsApi';
import { servedCalculatorVersion } from './servedVersion';

/** A change not served everywhere by then counts as this long (a lower bound) and as missed. */
export const PROPAGATION_TIMEOUT_MS = 10_000;
// Between two looks at one instance: fine enough for a one-second target, and it leaves the two
// shared cores to the servers instead of spending them on rendering pages in a tight loop.
const POLL_PAUSE_MS = 10;

/** One registry change and how long until every instance served it. */
export interface ChangeTiming {
  /** Index of the instance the change went through. */
  through: number;
  version: string;
  /** From the ops answer until the last instance served it (the timeout when one never did). */
  ms: number;
  /** Whether every instance served it within the timeout. */
  seen: boolean;
}

/** Milliseconds from `started` until `origin` serves `version`, or null after the timeout. */
async function untilServed(origin: string, version: string, started: number) {
  for (;;) {
    const served = await servedCalculatorVersion(origin);
    const elapsed = performance.now() - started;
    if (served === version) return elapsed;
    if (elapsed > PROPAGATION_TIMEOUT_MS) return null;
    await sleep(POLL_PAUSE_MS);
  }
}

/**
 * Makes `changes` registry changes, change i through instance i % n's ops listener, each promoting the other of
 * `versions` to stable; after each, times from the ops answer (the change is committed) until
 * every instance's HTML gives the new version, the instance that made it included.
 */
export async function measurePropagation(
  instances: readonly { origin: string; opsOrigin: string }[],
  versions: readonly [string, string],
  changes: number,
): Promise<ChangeTiming[]> {
  const timings: ChangeTiming[] = [];
  const origins = instances.map((instance) => instance.origin);
  for (let i = 0; i < changes; i += 1) {
    const through = i % origins.length;
    const version = versions[i % 2] as string;
    const answer = await sendOps(
      benchOps((instances[through] as { opsOrigin: string }).opsOrigin),
      registryCalls.promote,
      { remote: 'calculator' },
      { version, reason: 'bench: change propagation' },
    );
    const started = performance.now();
    if (answer.stable !== version)
      throw new Error(`promoting ${version} left ${answer.stable} stable`);
    const each = await Promise.all(origins.map((origin) => untilServed(origin, version, started)));
    const seen = each.every((ms) => ms !== null);
    timings.push({
      through,
      version,
      ms: seen ? Math.max(...(each as number[])) : PROPAGATION_TIMEOUT_MS,
      seen,
    });
    if (!seen)
      progress('release', `change ${i + 1} (${version}) not served everywhere within 10 s`);
    if ((i + 1) % 10 === 0) progress('release', `${i + 1} of ${changes} changes`);
  }
  return timings;
}
