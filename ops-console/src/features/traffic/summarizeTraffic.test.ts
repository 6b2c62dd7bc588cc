import { describe, expect, it } from 'vitest';
import { trafficSummary } from './summarizeTraffic';

const point = (minute: string, views: number, failures: number) => ({
  minute,
  views,
  failures,
  ratePercent: views ? (100 * failures) / views : null,
});

describe('the traffic charts’ text alternative', () => {
  it('gives each version’s totals and failure rate in one sentence', () => {
    const series = {
      remote: 'calculator' as const,
      minutes: 60,
      from: 'a',
      versions: [
        { version: '1.0.0', points: [point('a', 10, 0), point('b', 14, 0)] },
        { version: '1.1.0', points: [point('a', 0, 0), point('b', 24, 1)] },
      ],
    };
    expect(trafficSummary(series, '1 h')).toBe(
      'Last 1 h: 1.0.0 24 page views, 0 failures (0 %); 1.1.0 24 page views, 1 failure (4.2 %).',
    );
  });

  it('says when nothing was viewed', () => {
    expect(trafficSummary({ remote: 'home', minutes: 60, from: 'a', versions: [] }, '1 h')).toBe(
      'No page views in the last 1 h.',
    );
  });
});
