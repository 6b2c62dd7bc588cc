import { describe, expect, it } from 'vitest';
import { checkTargets, type TargetCheck } from './targets';
import { apiResult, benchResults, capacityResult, page, releaseResult } from './testResults';
import { summariseFonts } from '../web/fontSummary';

function byTarget(checks: TargetCheck[], start: string): TargetCheck {
  const found = checks.find((check) => check.target.startsWith(start));
  if (!found) throw new Error(`no target ${start}`);
  return found;
}

const fastSite = benchResults({
  web: [
    page('/website/home', 'federated', { performance: 99, jsGzipBytes: 150 * 1024 }),
    page('/website/home', 'monolith', { performance: 99, jsGzipBytes: 140 * 1024 }),
    page('/website/home', 'noScripts', { performance: 100, tbtMs: 0, jsGzipBytes: 0 }),
    page('/website/Calculator', 'federated', { performance: 96, tbtMs: 50, cls: 0.01 }),
    page('/website/Calculator', 'noScripts', { performance: 98, tbtMs: 0, jsGzipBytes: 0 }),
    page(
      '/website/Calculator',
      'monolith',
      { performance: 40, tbtMs: 900, cls: 0.5, serialLevels: 9 },
      { levels: 3 },
    ),
  ],
  api: [
    apiResult('bare', { requestsPerSecond: 9000 }),
    apiResult('calculate', { requestsPerSecond: 4600, p99Ms: 21, ratioToBare: 4600 / 9000 }),
  ],
  build: [
    { id: 'all', name: 'six apps', command: 'pnpm -r run build', seconds: 41.2 },
    { id: 'remote', name: 'one remote', command: 'pnpm --filter x run build', seconds: 6.3 },
  ],
  release: releaseResult({ p99Ms: 1000 }, { medianMs: 5000 }),
  capacity: capacityResult([
    { server: [1000, 30], nginx: [2000, 10], 'bare Node': [1500, 12] },
    { server: [1100, 30], nginx: [2100, 12], 'bare Node': [1500, 12] },
  ]),
});

describe('targets', () => {
  it('passes a site that keeps every limit, judging the federated build only', () => {
    const checks = checkTargets(fastSite);
    expect(checks).toHaveLength(24);
    expect(checks.filter((check) => check.pass !== true)).toEqual([]);
    expect(byTarget(checks, 'Lighthouse mobile performance ≥ 95').measured).toBe(
      'worst 96 (/website/Calculator; 2 routes)',
    );
    expect(byTarget(checks, '/website/home first-load JS ≤ 1.15×').measured).toBe('1.07×');
    expect(byTarget(checks, 'API calculate ≥ 0.5×').measured).toBe('0.51×');
    expect(byTarget(checks, 'Lighthouse mobile performance within 2 points').measured).toBe(
      'worst 2 points behind (/website/Calculator; 2 routes)',
    );
  });

  it('fails each limit that is crossed, naming the worst route', () => {
    const slow = benchResults({
      web: [
        page('/website/home', 'federated', {
          performance: 97,
          jsGzipBytes: 170 * 1024,
          serialLevels: 5,
        }),
        page('/website/home', 'monolith', { jsGzipBytes: 140 * 1024 }),
        page('/website/home', 'noScripts', { performance: 100, tbtMs: 0, cls: 0 }),
        page(
          '/website/FAQs',
          'federated',
          { performance: 60, tbtMs: 101, cls: 0.03 },
          { levels: 2 },
        ),
        { ...page('/website/FAQs', 'noScripts'), runs: [], median: null },
      ],
      api: [apiResult('calculate', { requestsPerSecond: 2900, p99Ms: 26, ratioToBare: 0.4 })],
      build: [
        { id: 'all', name: 'six apps', command: '', seconds: 61 },
        { id: 'remote', name: 'one remote', command: '', seconds: 15.5 },
      ],
      release: releaseResult({ p99Ms: 1000.4 }, { medianMs: 5001 }),
      capacity: capacityResult(
        [{ server: [300, 200], nginx: [3000, 20], 'bare Node': [1600, 30] }],
        {
          afterBytes: 320 * 2 ** 20,
        },
      ),
    });
    const checks = checkTargets(slow);
    expect(checks.every((check) => check.pass === false)).toBe(true);
    expect(byTarget(checks, 'Lighthouse mobile performance ≥ 95').measured).toBe(
      'worst 60 (/website/FAQs; 2 routes)',
    );
    expect(byTarget(checks, 'TBT').measured).toBe('worst 101 ms (/website/FAQs; 2 routes)');
    expect(byTarget(checks, '≤ 3 serial').measured).toBe('worst 5 (/website/home; 2 routes)');
    expect(byTarget(checks, '/website/home first-load JS ≤ 160 KB').measured).toBe('170.0 KB');
    expect(byTarget(checks, 'Navigating').measured).toBe(
      'worst 2 levels (/website/FAQs; 2 routes)',
    );
    expect(byTarget(checks, 'A change reaches every instance').measured).toBe(
      '1000 ms (40 changes)',
    );
    expect(byTarget(checks, 'Publish one remote').measured).toBe('5001 ms');
    expect(byTarget(checks, 'TBT ≤ 50 ms').measured).toBe('worst 101 ms (/website/FAQs; 2 routes)');
    expect(byTarget(checks, 'Lighthouse mobile performance within 2 points').measured).toBe(
      'worst 3 points behind (/website/home; 2 routes); no result on /website/FAQs',
    );
    expect(byTarget(checks, 'Lighthouse mobile performance ≥ 99').measured).toBe('97');
    expect(byTarget(checks, 'CLS ≤ 0.01').measured).toBe('worst 0.030 (/website/FAQs; 2 routes)');
  });

  it('does not judge Lighthouse timings on a host slower than Lighthouse expects', () => {
    const onSlowHost = benchResults({
      web: [
        page('/website/home', 'federated', { performance: 70, tbtMs: 900, benchmarkIndex: 640 }),
        page('/website/home', 'monolith', { performance: 75, tbtMs: 700, benchmarkIndex: 3000 }),
        page('/website/home', 'noScripts', { performance: 90, tbtMs: 300, cls: 0.2 }),
      ],
    });
    const checks = checkTargets(onSlowHost);
    const tbt = byTarget(checks, 'TBT ≤ 50 ms');
    expect(tbt.pass).toBeNull();
    expect(tbt.measured).toBe(
      "worst 900 ms (/website/home; 1 route); not judged: this host's CPU benchmark index (median 640) is below Lighthouse's 1000",
    );
    for (const target of [
      'TBT ≤ 100 ms',
      'Lighthouse mobile performance ≥ 95',
      'Lighthouse mobile performance ≥ 98',
      'Lighthouse mobile performance ≥ 99',
    ])
      expect(byTarget(checks, target).pass).toBeNull();
    // Bytes, layout shift and the distance to the same host's no-script page are still judged.
    expect(byTarget(checks, '/website/home first-load JS ≤ 160 KB').pass).toBe(true);
    expect(byTarget(checks, 'Lighthouse mobile performance within 2 points').pass).toBe(false);
    // The index of the federated runs decides, as those are the ones judged.
    const onFastHost = benchResults({
      web: [page('/website/home', 'federated', { tbtMs: 900, benchmarkIndex: 1000 })],
    });
    expect(byTarget(checkTargets(onFastHost), 'TBT ≤ 50 ms').pass).toBe(false);
  });

  it('judges capacity round by round against nginx, and memory against its idle figure', () => {
    const checks = checkTargets(
      benchResults({
        capacity: capacityResult(
          [
            { server: [1200, 20], nginx: [2000, 10], 'bare Node': [1600, 12] },
            { server: [900, 40], nginx: [2000, 10], 'bare Node': [1600, 12] },
          ],
          { idleBytes: 200 * 2 ** 20, afterBytes: 260 * 2 ** 20 },
        ),
      }),
    );
    // 0.60× in one round, 0.45× in the other: missed.
    expect(byTarget(checks, 'One instance serves page HTML')).toMatchObject({
      part: 'capacity',
      measured: '0.60×, 0.45×',
      pass: false,
    });
    expect(byTarget(checks, 'Page HTML: p99 ≤ 3×')).toMatchObject({
      measured: '2.00×, 4.00×',
      pass: false,
    });
    expect(byTarget(checks, 'Resident memory back within 20 %')).toMatchObject({
      measured: '260 MB after, 200 MB idle (1.30×)',
      pass: false,
    });
    // Not run: not measured, neither passed nor failed.
    for (const target of ['One instance serves hashed files', 'Resident memory back'])
      expect(byTarget(checkTargets(benchResults()), target).pass).toBeNull();
  });

  it('judges each route by its own page without scripts, never by that page’s figures', () => {
    const checks = checkTargets(
      benchResults({
        web: [
          page('/website/FAQs', 'federated', { performance: 100, tbtMs: 51, cls: 0.011 }),
          page('/website/FAQs', 'noScripts', { performance: 99, tbtMs: 0, cls: 0 }),
        ],
      }),
    );
    expect(byTarget(checks, 'Lighthouse mobile performance within 2 points')).toMatchObject({
      measured: 'worst 1 point ahead (/website/FAQs; 1 route)',
      pass: true,
    });
    expect(byTarget(checks, 'TBT ≤ 50 ms')).toMatchObject({
      measured: 'worst 51 ms (/website/FAQs; 1 route)',
      pass: false,
    });
    expect(byTarget(checks, 'CLS ≤ 0.01').pass).toBe(false);
  });

  it("holds each language to English's script plus 2 KB, and to every target English has", () => {
    const inLanguages = (tamilJs: number) =>
      checkTargets(
        benchResults({
          web: [
            page('/website/FAQs', 'federated', { jsGzipBytes: 100 * 1024 }),
            page('/website/FAQs', 'noScripts', { performance: 98, jsGzipBytes: 0 }),
            {
              ...page('/website/FAQs?lang=ta', 'federated', { jsGzipBytes: tamilJs, cls: 0.03 }),
              navigation: null,
            },
            page('/website/FAQs?lang=ta', 'noScripts', { performance: 98, jsGzipBytes: 0 }),
          ],
        }),
      );
    const within = inLanguages(102 * 1024);
    expect(byTarget(within, 'JS per route within 2 KB of the English page')).toMatchObject({
      measured: 'worst 2.0 KB more (/website/FAQs?lang=ta; 1 pages)',
      pass: true,
    });
    expect(byTarget(within, 'CLS ≤ 0.01').measured).toBe(
      'worst 0.030 (/website/FAQs?lang=ta; 2 routes)',
    );
    // Navigation is timed on English pages only: the Tamil page's none is no failure.
    expect(byTarget(within, 'Navigating to a page of a remote').pass).toBe(true);
    expect(
      byTarget(inLanguages(102 * 1024 + 1), 'JS per route within 2 KB of the English page').pass,
    ).toBe(false);
    expect(
      checkTargets(fastSite).some((check) => check.target.startsWith('JS per route within 2 KB')),
    ).toBe(false);
  });

  it('wants no font on an English page and one on a Tamil page, where fonts were measured', () => {
    const tamilFonts = (files: number) => [
      {
        fonts: Array.from({ length: files }, (_, index) => ({
          file: `tamil-${index}.woff2`,
          bytes: 14_852,
          requestMs: 330,
          inMs: 570,
        })),
        paintMs: 1060,
      },
    ];
    const withTamil = (files: number) =>
      checkTargets(
        benchResults({
          web: [
            page('/website/FAQs', 'federated'),
            {
              ...page('/website/FAQs?lang=ta', 'federated'),
              fontLoads: tamilFonts(files),
              fonts: summariseFonts(tamilFonts(files)),
            },
          ],
        }),
      );
    const target = 'No font file on an English page, one of its script';
    expect(byTarget(withTamil(1), target)).toMatchObject({
      measured:
        'en: no font on 1 pages; ta: 1 file, 14.5 KB, in within 240 ms of its request (1 pages)',
      pass: true,
    });
    expect(byTarget(withTamil(0), target)).toMatchObject({
      measured: 'en: no font on 1 pages; ta: no font on 1 pages; not so on /website/FAQs?lang=ta',
      pass: false,
    });
    expect(byTarget(withTamil(2), target).pass).toBe(false);
  });

  it('fails propagation when a change was not served everywhere, however fast the others', () => {
    const checks = checkTargets(benchResults({ release: releaseResult({ p99Ms: 80, missed: 1 }) }));
    expect(byTarget(checks, 'A change reaches every instance')).toEqual({
      part: 'release',
      target: 'A change reaches every instance: p99 ≤ 1000 ms',
      measured: '80 ms (40 changes, 1 not served everywhere)',
      pass: false,
    });
    expect(byTarget(checks, 'Publish one remote')).toMatchObject({
      measured: '412 ms',
      pass: true,
    });
  });

  it('fails navigation on a route whose navigations all failed', () => {
    const failedClick = {
      ...page('/website/partner', 'federated'),
      navigations: [],
      navigation: null,
    };
    const checks = checkTargets(
      benchResults({ web: [page('/website/FAQs', 'federated'), failedClick] }),
    );
    expect(byTarget(checks, 'Navigating')).toMatchObject({
      measured: 'worst 1 level (/website/FAQs; 2 routes); no result on /website/partner',
      pass: false,
    });
  });

  it('fails the API targets when answers were not all 2xx, however fast', () => {
    const refusing = benchResults({
      api: [
        apiResult('calculate', {
          requestsPerSecond: 9000,
          non2xx: 40,
          statusCodes: { '200': 60, '503': 40 },
        }),
      ],
    });
    const checks = checkTargets(refusing);
    expect(byTarget(checks, 'API calculate ≥ 3,000')).toEqual({
      part: 'api',
      target: 'API calculate ≥ 3,000 requests/s',
      measured: '9000 req/s, 40 failed answers',
      pass: false,
    });
  });

  it('fails the targets of a part that stopped, and of a build that failed', () => {
    const broken = benchResults({
      failures: [
        { part: 'api', message: 'the api server exited (1)' },
        { part: 'release', message: 'the release-2 server exited (1)' },
      ],
      build: [
        { id: 'all', name: 'six apps', command: '', seconds: 12.34, error: 'exit 1: type error' },
        { id: 'remote', name: 'one remote', command: '', seconds: 4 },
      ],
    });
    const checks = checkTargets(broken);
    expect(byTarget(checks, 'API calculate ≥ 0.5×')).toMatchObject({
      measured: 'the api part failed',
      pass: false,
    });
    expect(byTarget(checks, 'Full build')).toMatchObject({
      measured: 'failed after 12.3 s',
      pass: false,
    });
    expect(byTarget(checks, 'One remote build')).toMatchObject({ measured: '4.0 s', pass: true });
    expect(byTarget(checks, 'Publish one remote')).toMatchObject({
      part: 'release',
      measured: 'the release part failed',
      pass: false,
    });
    expect(byTarget(checks, 'CLS').pass).toBeNull();
  });

  it('marks what a run left out as not measured rather than passed or failed', () => {
    const webOnly = benchResults({ web: [page('/website/FAQs', 'federated')] });
    const checks = checkTargets(webOnly);
    expect(byTarget(checks, 'Lighthouse mobile performance ≥ 95').pass).toBe(true);
    const unmeasured = checks.filter((check) => check.pass === null).map((check) => check.target);
    expect(unmeasured).toEqual([
      'Lighthouse mobile performance ≥ 98 on /website/home',
      '/website/home first-load JS ≤ 160 KB gzip',
      '/website/home first-load JS ≤ 1.15× the monolith',
      'Lighthouse mobile performance ≥ 99 on /website/home (issue 47)',
      'API calculate ≥ 3,000 requests/s',
      'API calculate p99 ≤ 25 ms at that load',
      'API calculate ≥ 0.5× the bare route',
      "One instance serves page HTML at ≥ 0.5× nginx's requests/s",
      "Page HTML: p99 ≤ 3× nginx's",
      "One instance serves hashed files at ≥ 0.5× nginx's requests/s",
      "Hashed files: p99 ≤ 3× nginx's",
      'Resident memory back within 20 % of idle after the load',
      'Full build of the six apps ≤ 60 s',
      'One remote build ≤ 15 s',
      'A change reaches every instance: p99 ≤ 1000 ms',
      'Publish one remote ≤ 5 s (median)',
    ]);
  });
});
