import { readFileSync } from 'node:fs';

/** A process's resident memory in bytes, from the VmRSS line of /proc/PID/status; null off Linux. */
export function residentBytes(pid: number): number | null {
  try {
    const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every `everyMs` until stopped; gives the highest seen. */
export function sampleResidentPeak(pid: number, everyMs = 250): () => number | null {
  let peak: number | null = residentBytes(pid);
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
