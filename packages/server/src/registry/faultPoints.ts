/** The named steps of a publish (and of filling the local cache) where a fault test may kill us. */
export type FaultPoint =
  | 'publish:version-written'
  | 'publish:files-written'
  | 'publish:audit-written'
  | 'publish:committed'
  | 'cache:files-written';

/**
 * Fault injection for the crash tests: with `GOLD_FAULT_KILL_AT=<point>`, the process kills
 * itself with SIGKILL on reaching that point, as a power cut or the OOM killer would. Refused in
 * production, where nobody should be able to arm it by accident.
 */
export function faultPoint(point: FaultPoint): void {
  if (process.env.GOLD_FAULT_KILL_AT !== point || process.env.NODE_ENV === 'production') return;
  process.kill(process.pid, 'SIGKILL');
}
