import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { trafficSince } from '../store/versionTraffic';
import { visitorsSince } from '../store/versionVisitors';
import { VisitorTally, type VisitorReport } from './visitorTally';
import { trafficSeries } from './rolloutReport';

const quiet = { error: () => undefined };
const HOUR = 3_600_000;
/** Written when the test says (flush or stop), not on a timer. */
const hourly = { flushMs: HOUR, reportWindowMs: HOUR };
const id = () => randomBytes(16).toString('hex');

/** A report of a new page view, of a new visitor unless given, from `address`. */
const viewOf = (
  remote: VisitorReport['remote'],
  version: string,
  address: string,
  visitor = id(),
): VisitorReport => ({ remote, version, pageView: id(), visitor, address });

describeEachEngine('VisitorTally', ({ open }) => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await open();
    db = test.db;
  }, 60_000);
  afterAll(() => test?.dispose());

  it('writes nothing per report, and the tallies of two instances add up at their flush', async () => {
    const one = new VisitorTally(db, quiet, hourly);
    const other = new VisitorTally(db, quiet, hourly);
    const since = Date.now();
    const returning = id();
    for (let i = 0; i < 30; i += 1) one.started(viewOf('calculator', '1.1.0', `192.0.2.${i}`));
    for (let i = 0; i < 12; i += 1)
      other.started(viewOf('calculator', '1.1.0', '192.0.2.200', returning));
    other.failed(viewOf('calculator', '1.0.0', '192.0.2.201'));
    expect(await trafficSince(db, 'calculator', '1.1.0', since)).toEqual({ views: 0, failures: 0 });
    await Promise.all([one.stop(), other.stop()]);
    expect((await trafficSince(db, 'calculator', '1.1.0', since)).views).toBe(42);
    // The visitor who came back twelve times is one visitor.
    expect(await visitorsSince(db, 'calculator', '1.1.0', since)).toEqual({
      visitors: 31,
      failed: 0,
    });
    // A failure is a start too: failures never exceed visitors.
    expect(await visitorsSince(db, 'calculator', '1.0.0', since)).toEqual({
      visitors: 1,
      failed: 1,
    });
  });

  it('counts a replayed start once, here and on another instance', async () => {
    const one = new VisitorTally(db, quiet, hourly);
    const other = new VisitorTally(db, quiet, hourly);
    const since = Date.now();
    const view = viewOf('branches', '3.0.0', '192.0.2.9');
    expect(one.started(view)).toBe(true);
    expect(one.started(view)).toBe(false);
    await one.flush();
    other.started(view);
    await Promise.all([one.stop(), other.stop()]);
    expect((await trafficSince(db, 'branches', '3.0.0', since)).views).toBe(1);
  });

  it('keeps what a write that failed tallied for the next flush', async () => {
    let down = true;
    const flaky = {
      ...db,
      transaction: <T>(work: Parameters<Database['transaction']>[0]) =>
        down ? Promise.reject(new Error('connection lost')) : (db.transaction(work) as Promise<T>),
    } as Database;
    const tally = new VisitorTally(flaky, quiet, hourly);
    const since = Date.now();
    for (let i = 0; i < 5; i += 1) tally.started(viewOf('home', '2.0.0', `192.0.2.${50 + i}`));
    await tally.flush();
    tally.failed(viewOf('home', '2.0.0', '192.0.2.60'));
    down = false;
    await tally.stop();
    expect((await trafficSince(db, 'home', '2.0.0', since)).views).toBe(6);
    expect(await visitorsSince(db, 'home', '2.0.0', since)).toEqual({ visitors: 6, failed: 1 });
  });

  it("gives each version's views, failures and rate per minute, every minute present", async () => {
    const now = Date.now();
    const tally = new VisitorTally(db, quiet, { ...hourly, now: () => now - 120_000 });
    for (let i = 0; i < 4; i += 1) tally.started(viewOf('partner', '1.0.0', '192.0.2.70'));
    await tally.stop();
    const series = await trafficSeries(db, 'partner', 5, now);
    expect(series.versions).toHaveLength(1);
    const points = series.versions[0]!.points;
    expect(points.map((p) => p.views)).toEqual([0, 0, 4, 0, 0]);
    expect(points[2]).toMatchObject({ failures: 0, ratePercent: 0 });
    expect(points[0]?.ratePercent).toBeNull();
    expect(new Date(points[4]!.minute).getTime()).toBe(Math.floor(now / 60_000) * 60_000);
  });

  it('draws a minute whose failures outnumber its views (reported later, or twice) as every view failing', async () => {
    const now = Date.now();
    await db.query(
      `INSERT INTO remote_version_traffic (remote, version, bucket, views, failures)
       VALUES ('content', '3.0.0-outnumbered', $1, 1, 2)`,
      [new Date(Math.floor(now / 60_000) * 60_000)],
    );
    const series = await trafficSeries(db, 'content', 1, now);
    const [point] = series.versions.find((v) => v.version === '3.0.0-outnumbered')!.points;
    expect(point).toMatchObject({ views: 1, failures: 2, ratePercent: 100 });
  });
});
