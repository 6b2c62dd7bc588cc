import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('takes the value at the nearest rank, whatever the order', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('gives the slowest of a few samples as their p99, never a value between two', () => {
    const forty = [...Array.from({ length: 39 }, () => 20), 900];
    expect(percentile(forty, 99)).toBe(900);
    expect(percentile([10, 30], 50)).toBe(10);
  });

  it('refuses an empty list and a percentage out of range', () => {
    expect(() => percentile([], 99)).toThrow('empty');
    expect(() => percentile([1], 0)).toThrow('0 < p ≤ 100');
    expect(() => percentile([1], 101)).toThrow('0 < p ≤ 100');
  });
});
