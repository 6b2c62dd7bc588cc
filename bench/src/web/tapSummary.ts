import { median } from '../stats/median';

/**
 * What the page recorded in the tab's session storage during one tap run (tapRun.ts), in the
 * order it happened. `origin` is the `performance.timeOrigin` of the document that recorded it
 * (each document of the tab has its own), `at` a time on the epoch clock (timeOrigin + the
 * event's own time).
 */
export type TapRecord =
  | { kind: 'paint'; origin: number; at: number }
  /** A finger put down (the event's time: when it was given, not when a busy page got to it). */
  | { kind: 'pointerdown'; origin: number; at: number; live: boolean }
  /** A navigation to another page began (Navigation API `navigate`, page or SPA). */
  | { kind: 'navigate'; origin: number; at: number; url: string }
  /** The root lost `data-prerendered`: the scripts have hydrated the page. */
  | { kind: 'live'; origin: number; at: number };

/** One run: from the first paint of the page tapped to the tap that took the visitor away. */
export interface TapRun {
  /** From the page's first contentful paint to the answered tap, in ms. */
  tapMs: number;
  /** Taps given on the page up to the answered one, that one included. */
  taps: number;
  /** Whether the page was live (hydrated) when it handled the answered tap. */
  answeredLive: boolean;
  /** From the first contentful paint until the page went live; null if it was left before. */
  liveMs: number | null;
}

/**
 * The answered tap of one run: the last tap recorded on the page loaded (the tab's first
 * document) before a navigation to another page began there. Each tap's click is handled before
 * the next tap's pointerdown, so the taps recorded after that navigation began came too late to
 * be the one answered. Without a navigation recorded (a browser without the Navigation API), the
 * last tap recorded on that page.
 */
export function answeredTap(records: readonly TapRecord[]): TapRun {
  if (records.length === 0) throw new Error('the page recorded nothing');
  const origin = Math.min(...records.map((record) => record.origin));
  const own = records.filter((record) => record.origin === origin);
  const paint = own.find((record) => record.kind === 'paint');
  if (!paint) throw new Error('the page tapped recorded no first contentful paint');
  const left = own.findIndex((record) => record.kind === 'navigate');
  const taps = (left < 0 ? own : own.slice(0, left)).filter(
    (record): record is Extract<TapRecord, { kind: 'pointerdown' }> =>
      record.kind === 'pointerdown',
  );
  const answered = taps.at(-1);
  if (!answered) throw new Error('no tap was recorded on the page before it was left');
  const live = own.find((record) => record.kind === 'live');
  return {
    tapMs: answered.at - paint.at,
    taps: taps.length,
    answeredLive: answered.live,
    liveMs: live ? live.at - paint.at : null,
  };
}

/** A route's tap runs in one build. */
export interface TapSummary {
  /** Median and worst time from the first paint to the answered tap, in ms. */
  tapMs: number;
  worstTapMs: number;
  /** Median time from the first paint until live, over the runs whose page went live before it was left. */
  liveMs: number | null;
  /** How many runs that median is of. */
  liveRuns: number;
  /** Runs whose answered tap was handled by the live page (the others by the HTML alone). */
  answeredLive: number;
}

/** The median and the worst of a page's tap runs; null when none was measured. */
export function summariseTaps(runs: readonly TapRun[]): TapSummary | null {
  if (runs.length === 0) return null;
  const tapTimes = runs.map((run) => run.tapMs);
  const liveTimes = runs.flatMap((run) => (run.liveMs === null ? [] : [run.liveMs]));
  return {
    tapMs: median(tapTimes),
    worstTapMs: Math.max(...tapTimes),
    liveMs: liveTimes.length > 0 ? median(liveTimes) : null,
    liveRuns: liveTimes.length,
    answeredLive: runs.filter((run) => run.answeredLive).length,
  };
}
