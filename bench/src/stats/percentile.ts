/**
 * The nearest-rank percentile of a non-empty list: the smallest value that at least `p` % of the
 * values do not exceed. Always one of the values measured, never an interpolation between two:
 * with 40 samples the p99 is the slowest one, which is what a p99 over so few can honestly say.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile needs 0 < p ≤ 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] as number;
}
