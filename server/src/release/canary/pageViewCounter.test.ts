import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { trafficSince } from '../store/versionTraffic';
import { PageViewCounter } from './pageViewCounter';
import { trafficSeries } from './rolloutReport';

const quiet = { error: () => undefined };
const HOUR = 3_600_000;

describeEachEngine('PageViewCounter', ({ open }) => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await open();
    db = test.db;
  }, 60_000);
  afterAll(() => test?.dispose());

  it('writes nothing per page view, and the counts of two instances add up at their flush', async () => {
    const one = new PageViewCounter(db, quiet, HOUR);
    const other = new PageViewCounter(db, quiet, HOUR);
    const since = Date.now();
    for (let i = 0; i < 30; i += 1) one.count('calculator', '1.1.0');
    for (let i = 0; i < 12; i += 1) other.count('calculator', '1.1.0');
    other.count('calculator', '1.0.0');
    expect(await trafficSince(db, 'calculator', '1.1.0', since)).toEqual({ views: 0, failures: 0 });
    await Promise.all([one.stop(), other.stop()]);
    expect(await trafficSince(db, 'calculator', '1.1.0', since)).toEqual({
      views: 42,
      failures: 0,
    });
    expect((await trafficSince(db, 'calculator', '1.0.0', since)).views).toBe(1);
  });

  it('keeps the counts of a write that failed for the next flush', async () => {
    let down = true;
    const flaky = {
      ...db,
      query: (sql: string, params?: readonly unknown[]) =>
        down ? Promise.reject(new Error('connection lost')) : db.query(sql, params),
    } as Database;
    const counter = new PageViewCounter(flaky, quiet, HOUR);
    const since = Date.now();
    for (let i = 0; i < 5; i += 1) counter.count('home', '2.0.0');
    await counter.flush();
    counter.count('home', '2.0.0');
    down = false;
    await counter.stop();
    expect((await trafficSince(db, 'home', '2.0.0', since)).views).toBe(6);
  });

  it("gives each version's views, failures and rate per minute, every minute present", async () => {
    const now = Date.now();
    const counter = new PageViewCounter(db, quiet, HOUR, () => now - 120_000);
    for (let i = 0; i < 4; i += 1) counter.count('partner', '1.0.0');
    await counter.stop();
    const series = await trafficSeries(db, 'partner', 5, now);
    expect(series.versions).toHaveLength(1);
    const points = series.versions[0]!.points;
    expect(points.map((p) => p.views)).toEqual([0, 0, 4, 0, 0]);
    expect(points[2]).toMatchObject({ failures: 0, ratePercent: 0 });
    expect(points[0]?.ratePercent).toBeNull();
    expect(new Date(points[4]!.minute).getTime()).toBe(Math.floor(now / 60_000) * 60_000);
  });
});
