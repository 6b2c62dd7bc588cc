import { describe, expect, it } from 'vitest';
import { summariseRelease } from './releaseSummary';

const change = (ms: number, seen = true) => ({ through: 0, version: '9.0.1-bench', ms, seen });
const publish = (ms: number) => ({ version: '9.0.1-bench', ms, files: 12, bytes: 786_000 });

describe('release summary', () => {
  it('gives the median, the nearest-rank p99 and the slowest of the changes', () => {
    const changes = [
      ...Array.from({ length: 38 }, (_, i) => change(20 + i)),
      change(400),
      change(35),
    ];
    const result = summariseRelease('PostgreSQL 15', 3, changes, [publish(300)], 900);
    expect(result.propagation).toMatchObject({ changes: 40, missed: 0, maxMs: 400, p99Ms: 400 });
    expect(result.propagation.p50Ms).toBe(38.5);
    expect(result.propagation.timings).toHaveLength(40);
  });

  it('counts the changes not served everywhere in time', () => {
    const result = summariseRelease('x', 3, [change(30), change(10_000, false)], [publish(1)], 1);
    expect(result.propagation).toMatchObject({ missed: 1, maxMs: 10_000 });
  });

  it('gives the median and slowest publish and what one publish sends', () => {
    const result = summariseRelease(
      'x',
      3,
      [change(1)],
      [400, 250, 900, 260, 310].map(publish),
      1400,
    );
    expect(result.publish).toMatchObject({
      medianMs: 310,
      maxMs: 900,
      files: 12,
      bytes: 786_000,
      cliMs: 1400,
    });
  });
});
