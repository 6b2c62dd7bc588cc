import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** What a sampling of a process's resident memory found, in bytes. */
export interface MemorySamples {
  start: number;
  peak: number;
  samples: number;
  /** The longest time between two samples, in ms. */
  widestGapMs: number;
}

/** The resident memory of process `pid` now, in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

// Plain JavaScript: a worker evaluates it as is. It keeps its figures in shared memory (start,
// peak, samples, widest gap) until it is terminated.
const SAMPLER = `
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const figures = new Float64Array(workerData.shared);
const read = () => Number(/^VmRSS:\\s+(\\d+) kB$/m.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'))[1]) * 1024;
figures[0] = figures[1] = read();
figures[2] = 1;
let last = Date.now();
setInterval(() => {
  const now = Date.now();
  figures[3] = Math.max(figures[3], now - last);
  last = now;
  figures[1] = Math.max(figures[1], read());
  figures[2] += 1;
}, workerData.everyMs);
`;

/**
 * Samples process `pid`'s resident memory every `everyMs` from a thread of its own, so that
 * what this test's main thread does (serve a stream to that process) never delays a sample.
 */
export async function sampleResidentMemory(
  pid: number,
  everyMs: number,
): Promise<{ stop(): Promise<MemorySamples> }> {
  const shared = new SharedArrayBuffer(4 * Float64Array.BYTES_PER_ELEMENT);
  const figures = new Float64Array(shared);
  const worker = new Worker(SAMPLER, { eval: true, workerData: { pid, everyMs, shared } });
  await new Promise((resolve) => worker.once('online', resolve));
  while (figures[2] === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    async stop() {
      await worker.terminate();
      const [start = 0, peak = 0, samples = 0, widestGapMs = 0] = figures;
      const now = residentBytes(pid);
      return { start, peak: Math.max(peak, now), samples: samples + 1, widestGapMs };
    },
  };
}
