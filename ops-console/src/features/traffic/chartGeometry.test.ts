import { describe, expect, it } from 'vitest';
import { chartViewBox, isolatedPoints, labelRows, linePath, niceMax } from './chartGeometry';

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

describe('isolatedPoints', () => {
  it('finds the values with no neighbour, which a line cannot show', () => {
    const box = { width: 100, height: 50 };
    expect(isolatedPoints([null, null, 5], 5, box)).toEqual([{ x: 100, y: 0 }]);
    expect(isolatedPoints([1, 1, null, 2, null], 2, box)).toEqual([{ x: 75, y: 0 }]);
    expect(isolatedPoints([1, 2], 2, box)).toEqual([]);
  });
});

describe('niceMax', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 99, 100, 101].map(niceMax)).toEqual([1, 1, 5, 10, 20, 100, 100, 200]);
  });
});

describe('chartViewBox', () => {
  const box = { width: 600, height: 140 };
  const parse = (viewBox: string) =>
    viewBox.split(' ').map(Number) as [number, number, number, number];

  it('leaves room on the left for the widest axis label, and more for a wider one', () => {
    const [x1] = parse(chartViewBox(box, ['1', '0']));
    const [x2] = parse(chartViewBox(box, ['100 %', '0']));
    // Chromium sets "100 %" 45.5 units wide in this font size with DejaVu Sans, 6 from the plot:
    // the old fixed margin of 40 cut it.
    expect(-x2).toBeGreaterThan(6 + 45.5);
    expect(x2).toBeLessThan(x1);
  });

  it('reaches below the bottom labels (baseline 18 under the plot) far enough for descenders', () => {
    const [, y, , height] = parse(chartViewBox(box, ['1']));
    expect(y + height).toBeGreaterThanOrEqual(box.height + 18 + 0.25 * 12);
  });
});

describe('labelRows', () => {
  it('writes labels far apart on the top line', () => {
    expect(
      labelRows(
        [
          { x: 0.1, label: 'start' },
          { x: 0.5, label: '25 %' },
        ],
        600,
        12,
      ),
    ).toEqual([0, 0]);
  });

  it('puts a label that would run into the one before a line lower, and back up once clear', () => {
    const markers = [
      { x: 0.1, label: 'start' },
      { x: 0.12, label: '50 %' },
      { x: 0.13, label: 'promote' },
      { x: 0.5, label: 'rollback' },
    ];
    expect(labelRows(markers, 600, 12)).toEqual([0, 1, 2, 0]);
  });

  it('reckons a label near the right edge as written left of its line', () => {
    // "promote" ends at its line at 0.99; "start" at 0.97 is written left of its line too.
    expect(
      labelRows(
        [
          { x: 0.97, label: 'start' },
          { x: 0.99, label: 'promote' },
        ],
        600,
        12,
      ),
    ).toEqual([0, 1]);
    // One left of the edge zone is written right of its line, clear of one far left of it.
    expect(
      labelRows(
        [
          { x: 0.2, label: 'start' },
          { x: 0.85, label: 'abort' },
        ],
        600,
        12,
      ),
    ).toEqual([0, 0]);
  });
});
