import { describe, expect, it } from 'vitest';
import { linePath, niceMax } from './chartGeometry';

describe('linePath', () => {
  const box = { width: 100, height: 50 };

  it('spreads the values over the width, the largest at the top', () => {
    expect(linePath([0, 5, 10], 10, box)).toBe('M0 50 L50 25 L100 0');
  });

  it('breaks the line where a minute had no value', () => {
    expect(linePath([1, null, 1], 2, box)).toBe('M0 25 M100 25');
  });

  it('draws all zeros on the axis when nothing was counted', () => {
    expect(linePath([0, 0], 0, box)).toBe('M0 50 L100 50');
  });
});

describe('niceMax', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 99, 100, 101].map(niceMax)).toEqual([1, 1, 5, 10, 20, 100, 100, 200]);
  });
});
