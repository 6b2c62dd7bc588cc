import { describe, expect, it } from 'vitest';
import { cpuMicrosOfStat, processCpuMicros } from './processCpu';

describe('CPU time of a process', () => {
  it('reads utime and stime from a stat line, whatever its command name holds', () => {
    // Fields after the name: state, ppid, pgrp, session, tty, tpgid, flags, 4 fault counts, utime, stime, ...
    const line =
      '4242 (node (worker) 2) S 1 4242 4242 0 -1 4194560 9000 0 12 0 731 269 0 0 20 0 11';
    expect(cpuMicrosOfStat(line)).toBe((731 + 269) * 10_000);
  });

  it('refuses a line that is not one', () => {
    expect(() => cpuMicrosOfStat('no such thing')).toThrow(/not a \/proc\/PID\/stat line/);
  });

  it.runIf(process.platform === 'linux')(
    "grows while this process works, and is null for a process that isn't there",
    () => {
      const before = processCpuMicros(process.pid) ?? Number.NaN;
      const until = Date.now() + 60;
      let spin = 0;
      while (Date.now() < until) spin += 1;
      expect(spin).toBeGreaterThan(0);
      expect(processCpuMicros(process.pid)).toBeGreaterThan(before);
      expect(processCpuMicros(2 ** 22 + 1)).toBeNull();
    },
  );
});
