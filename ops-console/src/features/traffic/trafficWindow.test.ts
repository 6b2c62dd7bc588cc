import { describe, expect, it } from 'vitest';
import { windowPoints } from './trafficWindow';

const point = (minute: number, views: number, failures: number) => ({
  minute: `m${minute}`,
  views,
  failures,
  ratePercent: null,
});

describe('windowPoints', () => {
  it('adds minutes up into points: a rate is failures over views, a share of all views', () => {
    const series = {
      remote: 'calculator' as const,
      minutes: 3,
      from: 'm0',
      versions: [
        { version: '1.0.0', points: [point(0, 90, 0), point(1, 90, 1), point(2, 0, 0)] },
        { version: '1.1.0', points: [point(0, 10, 1), point(1, 10, 3), point(2, 0, 0)] },
      ],
    };
    expect(windowPoints(series, 2)).toEqual([
      {
        version: '1.0.0',
        points: [
          { start: 'm0', views: 180, failures: 1, ratePercent: 100 / 180, sharePercent: 90 },
          { start: 'm2', views: 0, failures: 0, ratePercent: null, sharePercent: null },
        ],
      },
      {
        version: '1.1.0',
        points: [
          { start: 'm0', views: 20, failures: 4, ratePercent: 20, sharePercent: 10 },
          { start: 'm2', views: 0, failures: 0, ratePercent: null, sharePercent: null },
        ],
      },
    ]);
  });
});
