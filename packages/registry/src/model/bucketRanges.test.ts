import { describe, expect, it } from 'vitest';
import { bucketRangesOf, describeBucketRange, inCanary } from './resolveForVisitor';

describe('bucketRangesOf', () => {
  it('gives the canary the buckets inCanary puts in it, and stable the rest', () => {
    for (const percent of [1, 2.5, 10, 50, 99, 100]) {
      const ranges = bucketRangesOf({ stable: '1.0.0', canary: { version: '1.1.0', percent } });
      for (let bucket = 0; bucket < 100; bucket += 1) {
        const range = ranges.find((r) => r.from <= bucket && bucket <= r.to);
        expect(range?.channel, `bucket ${bucket} at ${percent} %`).toBe(
          inCanary(bucket, percent) ? 'canary' : 'stable',
        );
      }
    }
  });

  it('says each range as the status prints it', () => {
    expect(
      bucketRangesOf({ stable: '1.0.0', canary: { version: '1.1.0', percent: 10 } }).map(
        describeBucketRange,
      ),
    ).toEqual(['buckets 0-9: 1.1.0 (canary)', 'buckets 10-99: 1.0.0 (stable)']);
    expect(bucketRangesOf({ stable: '1.0.0', canary: null }).map(describeBucketRange)).toEqual([
      'buckets 0-99: 1.0.0 (stable)',
    ]);
    expect(
      bucketRangesOf({ stable: '1.0.0', canary: { version: '1.1.0', percent: 1 } }).map(
        describeBucketRange,
      ),
    ).toEqual(['bucket 0: 1.1.0 (canary)', 'buckets 1-99: 1.0.0 (stable)']);
  });
});
