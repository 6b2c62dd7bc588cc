import { describe, expect, it } from 'vitest';
import { answeredTap, summariseTaps, type TapRecord } from './tapSummary';

const first = 1_000_000;
const second = 1_002_000;

describe('answeredTap', () => {
  it('takes the last tap before the page began to leave, against the first paint of that page', () => {
    const records: TapRecord[] = [
      { kind: 'pointerdown', origin: first, at: first + 410, live: false },
      // A busy page may hear of its first paint after handling the taps given since.
      { kind: 'paint', origin: first, at: first + 400 },
      { kind: 'pointerdown', origin: first, at: first + 460, live: false },
      { kind: 'navigate', origin: first, at: first + 700, url: 'http://x/website/home' },
      // Given before the next page came: too late to be the one answered.
      { kind: 'pointerdown', origin: first, at: first + 510, live: false },
      { kind: 'paint', origin: second, at: second + 300 },
      { kind: 'pointerdown', origin: second, at: second + 320, live: false },
    ];
    expect(answeredTap(records)).toEqual({
      tapMs: 60,
      taps: 2,
      answeredLive: false,
      liveMs: null,
    });
  });

  it('gives the time until live when the page went live before the answered tap', () => {
    const records: TapRecord[] = [
      { kind: 'paint', origin: first, at: first + 400 },
      { kind: 'pointerdown', origin: first, at: first + 420, live: false },
      { kind: 'pointerdown', origin: first, at: first + 470, live: false },
      { kind: 'live', origin: first, at: first + 1900 },
      { kind: 'pointerdown', origin: first, at: first + 1920, live: true },
      { kind: 'navigate', origin: first, at: first + 1950, url: 'http://x/website/home' },
    ];
    expect(answeredTap(records)).toEqual({
      tapMs: 1520,
      taps: 3,
      answeredLive: true,
      liveMs: 1500,
    });
  });

  it('takes the last tap on the page when no navigation was recorded', () => {
    const records: TapRecord[] = [
      { kind: 'paint', origin: first, at: first + 400 },
      { kind: 'pointerdown', origin: first, at: first + 420, live: false },
      { kind: 'pointerdown', origin: first, at: first + 470, live: false },
      { kind: 'paint', origin: second, at: second + 300 },
    ];
    expect(answeredTap(records).tapMs).toBe(70);
  });

  it('says why there is no answer', () => {
    expect(() => answeredTap([])).toThrow('recorded nothing');
    expect(() =>
      answeredTap([{ kind: 'pointerdown', origin: first, at: first + 1, live: false }]),
    ).toThrow('no first contentful paint');
    expect(() =>
      answeredTap([
        { kind: 'paint', origin: first, at: first + 400 },
        { kind: 'navigate', origin: first, at: first + 450, url: 'http://x/' },
      ]),
    ).toThrow('no tap');
  });
});

describe('summariseTaps', () => {
  it('gives the median and the worst tap, and the median time until live of the runs that went live', () => {
    expect(
      summariseTaps([
        { tapMs: 60, taps: 2, answeredLive: false, liveMs: null },
        { tapMs: 1520, taps: 30, answeredLive: true, liveMs: 1500 },
        { tapMs: 40, taps: 1, answeredLive: false, liveMs: 2100 },
      ]),
    ).toEqual({ tapMs: 60, worstTapMs: 1520, liveMs: 1800, liveRuns: 2, answeredLive: 1 });
  });

  it('has no time until live when no page went live before it was left', () => {
    expect(
      summariseTaps([{ tapMs: 60, taps: 2, answeredLive: false, liveMs: null }]),
    ).toMatchObject({ liveMs: null, liveRuns: 0 });
  });

  it('has nothing to say of a page with no tap measured', () => {
    expect(summariseTaps([])).toBeNull();
  });
});
