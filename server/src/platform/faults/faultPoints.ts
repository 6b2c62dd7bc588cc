import { ConfigError } from '@gold/config/server';

/**
 * The named steps where a crash test may kill us: of a publish, of filling the local cache, of
 * storing a franchise enquiry with its certificate, and of moving old certificate files in.
 */
export const FAULT_POINTS = [
  'publish:version-written',
  'publish:files-written',
  'publish:audit-written',
  'publish:committed',
  'cache:files-written',
  'enquiry:certificate-written',
  'enquiry:row-written',
  'enquiry:committed',
  'certificates:file-moved-in',
] as const;

export type FaultPoint = (typeof FAULT_POINTS)[number];

const isFaultPoint = (name: string): name is FaultPoint =>
  (FAULT_POINTS as readonly string[]).includes(name);

let armed: FaultPoint | undefined;

/**
 * The crash tests' one seam: arms the point `GOLD_FAULT_KILL_AT` names (none when unset), at
 * start-up, before the database opens. Production cannot turn it on: with NODE_ENV=production
 * the setting is refused, as is a name that is no point (a crash test that never crashes would
 * pass for the wrong reason).
 */
export function armFaultPoint(
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
): FaultPoint | undefined {
  armed = undefined;
  const named = env.GOLD_FAULT_KILL_AT;
  if (!named) return undefined;
  if (production)
    throw new ConfigError(
      'refusing to start: GOLD_FAULT_KILL_AT is for crash tests, and NODE_ENV=production; unset it',
    );
  if (!isFaultPoint(named))
    throw new ConfigError(
      `GOLD_FAULT_KILL_AT must be one of ${FAULT_POINTS.join(', ')}, got "${named}"`,
    );
  armed = named;
  return armed;
}

/** The point this process is armed with, if any: logged at start-up. */
export function armedFaultPoint(): FaultPoint | undefined {
  return armed;
}

/**
 * Kills the process with SIGKILL, as a power cut or the OOM killer would, when it is armed with
 * `point` (see {@link armFaultPoint}); does nothing otherwise.
 */
export function faultPoint(point: FaultPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
