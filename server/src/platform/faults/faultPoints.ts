/**
 * The named steps where a fault test may kill us: of a publish, of filling the local cache, of
 * storing a franchise enquiry with its certificate, and of moving old certificate files in.
 */
export type FaultPoint =
  | 'publish:version-written'
  | 'publish:files-written'
  | 'publish:audit-written'
  | 'publish:committed'
  | 'cache:files-written'
  | 'enquiry:certificate-written'
  | 'enquiry:row-written'
  | 'enquiry:committed'
  | 'certificates:file-moved-in';

/** The fault point this process is armed with (`GOLD_FAULT_KILL_AT`), if any: logged at start-up. */
export function armedFaultPoint(): string | undefined {
  return process.env.GOLD_FAULT_KILL_AT || undefined;
}

/**
 * Fault injection for the crash tests: with `GOLD_FAULT_KILL_AT=<point>`, the process kills
 * itself with SIGKILL on reaching that point, as a power cut or the OOM killer would.
 */
export function faultPoint(point: FaultPoint): void {
  if (armedFaultPoint() === point) process.kill(process.pid, 'SIGKILL');
}
