import { readFileSync } from 'node:fs';

/**
 * Linux reports a process's CPU time in /proc in USER_HZ ticks, which the kernel fixes at 100 a
 * second for user space on every architecture we run on.
 */
const MICROSECONDS_PER_TICK = 10_000;

/**
 * CPU time (user + system) a process has used, in microseconds, from a line of /proc/PID/stat.
 * The second field, the command name in parentheses, may itself hold spaces and parentheses, so
 * the fields are counted from the last ')'.
 */
export function cpuMicrosOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line; the state (field 3) comes first here.
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`not a /proc/PID/stat line: ${stat.slice(0, 80)}`);
  }
  return (utime + stime) * MICROSECONDS_PER_TICK;
}

/**
 * CPU time a running process has used so far, all its threads together (the server's database
 * worker included), in microseconds; null where the system has no /proc (not Linux).
 */
export function processCpuMicros(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  return cpuMicrosOfStat(stat);
}
