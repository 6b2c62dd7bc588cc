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

// Plain JavaScript: a worker evaluates it as is.
const SAMPLER = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const read = () => Number(/^VmRSS:\\s+(\\d+) kB$/m.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'))[1]) * 1024;
const start = read();
let peak = start, samples = 1, last = Date.now(), widestGapMs = 0;
const timer = setInterval(() => {
  const now = Date.now();
  widestGapMs = Math.max(widestGapMs, now - last);
  last = now;
  peak = Math.max(peak, read());
  samples += 1;
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  parentPort.postMessage({ start, peak: Math.max(peak, read()), samples: samples + 1, widestGapMs });
});
`;

/**
 * Samples process `pid`'s resident memory every `everyMs` from a thread of its own, so that
 * what this test's main thread does (serve a stream to that process) never delays a sample.
 */
export async function sampleResidentMemory(
  pid: number,
  everyMs: number,
): Promise<{ stop(): Promise<MemorySamples> }> {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { pid, everyMs } });
  await new Promise((resolve) => worker.once('online', resolve));
  return {
    async stop() {
      const result = new Promise<MemorySamples>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const samples = await result;
      await worker.terminate();
      return samples;
    },
  };
}
