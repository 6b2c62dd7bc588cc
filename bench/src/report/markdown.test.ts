import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { checkTargets } from './targets';
import { summariseFonts } from '../web/fontSummary';
import { apiResult, benchResults, page, pageRun, releaseResult } from './testResults';

const results = benchResults({
  web: [
    page('/website/home', 'federated', {
      performance: 91,
      lcpMs: 2040.4,
      jsGzipBytes: 204.8 * 1024,
      cls: 0.0123,
    }),
    page(
      '/website/home',
      'monolith',
      { performance: 97, lcpMs: 1700, jsGzipBytes: 160 * 1024 },
      { levels: 1, shownMs: 440.6, workingMs: 610.2, scripts: 3 },
    ),
    page('/website/home', 'noScripts', {
      performance: 100,
      tbtMs: 0,
      cls: 0,
      jsGzipBytes: 0,
      jsTransferBytes: 0,
    }),
  ],
  api: [
    apiResult('bare', { requestsPerSecond: 8000.4, p50Ms: 5, p99Ms: 11 }),
    apiResult('calculate', {
      path: '/api/goldRate/calculate/add',
      requestsPerSecond: 2000,
      p50Ms: 22,
      p99Ms: 48,
      non2xx: 30,
      errors: 1,
      timeouts: 2,
      statusCodes: { '200': 19_970, '503': 30 },
      ratioToBare: 0.25,
      serverCpuMicrosPerRequest: 161.4,
      cpuRatioToBare: 4.035,
    }),
    apiResult('view', { ratioToBare: 0.5, serverCpuMicrosPerRequest: null, cpuRatioToBare: null }),
  ],
});

describe('Markdown summary', () => {
  const markdown = renderMarkdown(results, checkTargets(results));
  const lines = markdown.split('\n');

  it('puts each route and build on one row of the web table', () => {
    expect(lines).toContain(
      '| /website/home | federated | 91 | 2040 | 900 | 1200 | 40 | 40–40 | 0.012 | 204.8 | 480.0 | 14 | 10 | 3 | 100 | 100 | 100 |',
    );
    expect(lines).toContain(
      '| /website/home | monolith | 97 | 1700 | 900 | 1200 | 40 | 40–40 | 0.010 | 160.0 | 480.0 | 14 | 10 | 3 | 100 | 100 | 100 |',
    );
  });

  it('gives the federated/monolith ratio of bytes and LCP', () => {
    expect(lines).toContain('| /website/home | 1.28× | 1.20× |');
  });

  it('lists the API targets with their ratios to the bare route, in requests and in server CPU', () => {
    expect(lines).toContain(
      '| calculate | /api/goldRate/calculate/add | 2000 | 22 | 48 | 30 (503: 30) | 1 | 0.25× | 161 | 4.04× |',
    );
    expect(lines).toContain('| bare | /bare | 8000 | 5 | 11 | 0 | 0 | 1.00× | 40 | 1.00× |');
  });

  it('says where the server CPU could not be read', () => {
    expect(lines).toContain('| view | /api/view | 5000 | 8 | 20 | 0 | 0 | 0.50× | — | — |');
  });

  it('ends with the targets, PASS or FAIL, and leaves out parts that did not run', () => {
    expect(lines).toContain('| /website/home first-load JS ≤ 160 KB gzip | 204.8 KB | FAIL |');
    expect(lines).toContain(
      '| CLS ≤ 0.02 on every route | worst 0.012 (/website/home; 1 route) | PASS |',
    );
    expect(lines).toContain('| Full build of the six apps ≤ 60 s | not measured | — |');
    expect(markdown).not.toContain('## Build');
    expect(markdown.indexOf('## Web')).toBeLessThan(markdown.indexOf('## API'));
    expect(markdown.indexOf('## API')).toBeLessThan(markdown.indexOf('## Targets'));
    expect(lines.at(-2)).toBe('5 PASS, 10 FAIL, 9 not measured or not judged in this run.');
  });

  it('sets each route beside its own HTML without scripts, and judges it by issue 47', () => {
    expect(lines).toContain(
      '| /website/home | noScripts | 100 | 1700 | 900 | 1200 | 0 | 0–0 | 0.000 | 0.0 | 0.0 | 14 | 10 | 3 | 100 | 100 | 100 |',
    );
    expect(lines).toContain('## Federated beside its own HTML without scripts');
    expect(lines).toContain(
      '| /website/home | 91 / 100 | 9 | 40 / 0 | 0.012 / 0.000 | 204.8 / 0.0 |',
    );
    expect(markdown.indexOf('## Navigation')).toBeLessThan(markdown.indexOf('## Federated beside'));
    expect(lines).toContain(
      '| Lighthouse mobile performance within 2 points of the same page without scripts on every route (issue 47) | worst 9 points behind (/website/home; 1 route) | FAIL |',
    );
    expect(lines).toContain(
      '| TBT ≤ 50 ms on every route (issue 47) | worst 40 ms (/website/home; 1 route) | PASS |',
    );
    expect(lines).toContain(
      '| Lighthouse mobile performance ≥ 99 on /website/home (issue 47) | 91 | FAIL |',
    );
    expect(lines).toContain(
      '| CLS ≤ 0.01 on every route (issue 47) | worst 0.012 (/website/home; 1 route) | FAIL |',
    );
  });

  it('gives each build its navigation: the worst levels, the median times until shown and until working, and the page load beside', () => {
    expect(lines).toContain('| /website/home | federated | 1 | 480 | 620 | 4 | 700 | 900 |');
    expect(lines).toContain('| /website/home | monolith | 1 | 441 | 610 | 3 | — | — |');
    expect(markdown.indexOf('## Web')).toBeLessThan(markdown.indexOf('## Navigation'));
    expect(lines).toContain(
      '| Navigating to a page of a remote not loaded yet: ≤ 1 serial request level | worst 1 level (/website/home; 1 route) | PASS |',
    );
  });
});

describe('Markdown summary of the first answered tap', () => {
  const tapped = benchResults({
    web: [
      page('/website/home', 'federated'),
      page('/website/home', 'monolith', {}, {}, [
        { tapMs: 40.4, taps: 1, answeredLive: false, liveMs: null },
        { tapMs: 1510, taps: 31, answeredLive: true, liveMs: 1490.6 },
        { tapMs: 90, taps: 2, answeredLive: false, liveMs: 2300 },
      ]),
      { ...page('/website/home', 'baseline'), taps: [], tap: null },
    ],
  });
  const markdown = renderMarkdown(tapped, checkTargets(tapped));
  const lines = markdown.split('\n');

  it('gives each build the median and worst tap, and the median time until live', () => {
    expect(lines).toContain('## First answered tap, slow phone: 3 runs');
    expect(lines).toContain('| /website/home | federated | 55 | 55 | — | 0 of 1 |');
    expect(lines).toContain('| /website/home | monolith | 90 | 1510 | 1895 | 1 of 3 |');
    expect(markdown).not.toContain('| /website/home | baseline | 55');
    expect(markdown.indexOf('## Navigation')).toBeLessThan(markdown.indexOf('## First answered'));
    expect(markdown).not.toContain('## Federated beside');
  });
});

describe('Markdown summary of the blocking time Chromium saw', () => {
  const blocked = benchResults({
    web: [
      page('/website/home', 'federated'),
      {
        ...page('/website/home', 'monolith'),
        blockings: [
          { blockingMs: 0, longestMs: 0 },
          { blockingMs: 140.4, longestMs: 190 },
          { blockingMs: 20, longestMs: 70 },
        ],
        blocking: { blockingMs: 20, worstBlockingMs: 140.4, longestMs: 70 },
      },
      { ...page('/website/home', 'baseline'), blockings: [], blocking: null },
    ],
  });
  const markdown = renderMarkdown(blocked, checkTargets(blocked));
  const lines = markdown.split('\n');

  it('gives each build the median and worst blocking, and the median longest task, after the taps', () => {
    expect(lines).toContain('## Blocking time Chromium saw on a slow phone: 3 runs');
    expect(lines).toContain('| /website/home | federated | 12 | 12 | 62 |');
    expect(lines).toContain('| /website/home | monolith | 20 | 140 | 70 |');
    expect(markdown).not.toContain('| /website/home | baseline | 12');
    expect(markdown.indexOf('## First answered')).toBeLessThan(markdown.indexOf('## Blocking'));
  });
});

describe('Markdown summary of the fonts on a slow phone', () => {
  const tamilFonts = [
    {
      fonts: [{ file: 'noto-sans-tamil.woff2', bytes: 14_852, requestMs: 330.4, inMs: 570.2 }],
      paintMs: 1060,
    },
  ];
  const withFonts = benchResults({
    web: [
      page('/website/home', 'federated'),
      page('/website/home', 'monolith'),
      {
        ...page('/website/home?lang=ta', 'federated'),
        fontLoads: tamilFonts,
        fonts: summariseFonts(tamilFonts),
      },
    ],
  });
  const lines = renderMarkdown(withFonts, checkTargets(withFonts)).split('\n');

  it("gives each federated page's font files, bytes and times, none for English", () => {
    expect(lines).toContain('## Fonts on a slow phone: 1 run');
    expect(lines).toContain('| /website/home | 0 | — | — | — | 640 |');
    expect(lines).toContain('| /website/home?lang=ta | 1 | 14.5 | 240 | 570 | 1060 |');
  });
});

describe('Markdown summary of the releases', () => {
  const released = benchResults({ api: results.api, release: releaseResult() });
  const markdown = renderMarkdown(released, checkTargets(released));
  const lines = markdown.split('\n');

  it('gives the propagation over the changes and the publishes, API and CLI, after the API', () => {
    expect(lines).toContain('## Releases across three instances on one PostgreSQL');
    expect(lines).toContain('| 40 | 42 | 311 | 311 | 0 |');
    expect(lines).toContain('| ops API (multipart request) | 5 | 412 | 980 | 12 | 768.0 |');
    expect(lines).toContain(
      '| CLI `registry publish`, end to end | 1 | 1531 | 1531 | 12 | 768.0 |',
    );
    expect(markdown).toContain('PostgreSQL 15.14, a throwaway cluster;');
    expect(markdown.indexOf('## API')).toBeLessThan(markdown.indexOf('## Releases'));
    expect(markdown.indexOf('## Releases')).toBeLessThan(markdown.indexOf('## Targets'));
  });

  it('judges the two release targets', () => {
    expect(lines).toContain(
      '| A change reaches every instance: p99 ≤ 1000 ms | 311 ms (40 changes) | PASS |',
    );
    expect(lines).toContain('| Publish one remote ≤ 5 s (median) | 412 ms | PASS |');
  });

  it('has no such section when the part did not run', () => {
    expect(renderMarkdown(results, checkTargets(results))).not.toContain('## Releases');
  });
});

describe('Markdown summary of a page that gave no result', () => {
  const failedHome = benchResults({
    web: [
      {
        ...page('/website/home', 'federated'),
        runs: [],
        median: null,
        failures: [
          'Lighthouse on http://x/website/home: The page did not paint any content.\n(NO_FCP) | twice',
        ],
      },
      page('/website/home', 'monolith'),
    ],
  });
  const lines = renderMarkdown(failedHome, checkTargets(failedHome)).split('\n');

  it('keeps the row, says there is no result and gives the reason on one line', () => {
    expect(lines).toContain(
      '| /website/home | federated | no result |  |  |  |  |  |  |  |  |  |  |  |  |  |  |',
    );
    expect(lines).toContain(
      '- Failed run of /website/home federated: Lighthouse on http://x/website/home: The page did not paint any content. (NO_FCP) \\| twice',
    );
  });

  it('fails the home page targets instead of skipping them', () => {
    expect(lines).toContain(
      '| Lighthouse mobile performance ≥ 98 on /website/home | no result | FAIL |',
    );
    expect(lines).toContain(
      '| /website/home first-load JS ≤ 1.15× the monolith | no result | FAIL |',
    );
    expect(lines).toContain(
      '| Lighthouse mobile performance ≥ 95 on every route | no result on /website/home | FAIL |',
    );
  });
});

describe('Markdown summary of a run with errors', () => {
  const broken = benchResults({
    failures: [{ part: 'web', message: 'the monolith server exited (1):\nTypeError: x' }],
    build: [
      {
        id: 'all',
        name: 'six apps',
        command: 'pnpm -r run build',
        seconds: 9,
        error: 'exit 1: TS2322',
      },
    ],
  });
  const markdown = renderMarkdown(broken, checkTargets(broken));

  it('marks the failed build and shows the end of each error before the targets', () => {
    expect(markdown).toContain('| six apps (failed) | `pnpm -r run build` | 9.0 |');
    expect(markdown).toContain(
      'web part:\n\n```\nthe monolith server exited (1):\nTypeError: x\n```',
    );
    expect(markdown).toContain('build of six apps:\n\n```\nexit 1: TS2322\n```');
    expect(markdown.indexOf('## Errors')).toBeLessThan(markdown.indexOf('## Targets'));
  });
});

describe('Markdown summary beside a baseline build', () => {
  const federated = page('/website/home', 'federated', { performance: 98, tbtMs: 80 });
  federated.runs.push(pageRun({ tbtMs: 30 }), pageRun({ tbtMs: 150 }));
  const compared = benchResults({
    settings: { ...benchResults().settings, baseline: '/work/base' },
    web: [
      federated,
      page('/website/home', 'monolith'),
      page('/website/home', 'baseline', { performance: 95, tbtMs: 190, jsGzipBytes: 190 * 1024 }),
    ],
  });
  const markdown = renderMarkdown(compared, checkTargets(compared));
  const lines = markdown.split('\n');

  it('sets each route of the baseline beside this build, with the spread of TBT over the runs', () => {
    expect(lines).toContain('## Baseline → this build (baseline: /work/base)');
    expect(lines).toContain(
      '| /website/home | 95 → 98 | 190 → 80 | 190–190 → 30–150 | 1700 → 1700 | 900 → 900 | 190.0 → 150.0 |',
    );
    expect(markdown.indexOf('## Web')).toBeLessThan(markdown.indexOf('## Baseline'));
  });

  it('keeps the baseline out of the targets, which judge this build', () => {
    expect(lines).toContain('| Lighthouse mobile performance ≥ 98 on /website/home | 98 | PASS |');
  });

  it('has no such section without a baseline', () => {
    expect(renderMarkdown(results, checkTargets(results))).not.toContain('## Baseline');
  });
});
