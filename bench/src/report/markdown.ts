import type { ReleaseResult } from '../release/releaseSummary';
import type { BenchResults } from './benchResults';
import { KB, SLOW_HOST_BENCHMARK_INDEX, type TargetCheck } from './targets';
import type { PageResult } from '../web/webBench';
import { findPage } from './findPage';
import { table } from './markdownTable';
import { noScriptSection } from './noScriptSection';
import { capacitySection } from './capacitySection';
import { fontSection } from './fontSection';

const ms = (value: number) => String(Math.round(value));
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ratio = (value: number) => `${value.toFixed(2)}×`;
// One line of free text inside a table or list: no line breaks or pipes, and not too long.
const inline = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 160);

const webColumns = [
  'Route',
  'Build',
  'Perf',
  'LCP ms',
  'LCP observed ms',
  'FCP ms',
  'TBT ms',
  'TBT range',
  'CLS',
  'JS KB gzip',
  'JS KB sent',
  'Requests',
  'Before LCP',
  'Levels',
  'A11y',
  'BP',
  'SEO',
];

/** The lowest and highest TBT over a page's runs. */
function tbtRange(page: PageResult): string {
  const values = page.runs.map((run) => run.tbtMs);
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
}

function webSection(pages: readonly PageResult[], runs: number): string {
  const rows = pages.map((page) => {
    const { route, variant, median: m } = page;
    if (!m) return [route, variant, 'no result', ...webColumns.slice(3).map(() => '')];
    return [
      route,
      variant,
      String(m.performance),
      ms(m.lcpMs),
      ms(m.observedLcpMs),
      ms(m.fcpMs),
      ms(m.tbtMs),
      tbtRange(page),
      m.cls.toFixed(3),
      kb(m.jsGzipBytes),
      kb(m.jsTransferBytes),
      String(m.requests),
      String(m.requestsBeforeLcp),
      String(m.serialLevels),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
    ];
  });
  const routes = [...new Set(pages.map((page) => page.route))];
  const ratios = routes.flatMap((route) => {
    const federated = findPage(pages, route, 'federated')?.median;
    const monolith = findPage(pages, route, 'monolith')?.median;
    if (!federated || !monolith) return [];
    return [
      [
        route,
        ratio(federated.jsGzipBytes / monolith.jsGzipBytes),
        ratio(federated.lcpMs / monolith.lcpMs),
      ],
    ];
  });
  const benchmarks = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  const failed = pages.flatMap((page) =>
    page.failures.map(
      (reason) => `- Failed run of ${page.route} ${page.variant}: ${inline(reason)}`,
    ),
  );
  return [
    `## Web: Lighthouse mobile, median of ${runs} run${runs === 1 ? '' : 's'}`,
    '',
    table(webColumns, rows),
    '',
    table(['Route', 'JS gzip federated/monolith', 'LCP federated/monolith'], ratios),
    '',
    '- Lighthouse default mobile settings (simulated throttling), a fresh Chromium per run; each figure is its own median over the runs. TBT range: the lowest and highest run: Lighthouse simulates TBT from one load, and it moves a lot from run to run.',
    "- LCP observed: the largest contentful paint Chromium saw in Lighthouse's own load, unthrottled (`observedLargestContentfulPaint`), beside the LCP it simulates on a slow phone from that load.",
    ...(benchmarks.length > 0
      ? [
          `- Lighthouse CPU benchmark index over the runs: ${Math.round(Math.min(...benchmarks))} to ${Math.round(Math.max(...benchmarks))} (lower is a slower or busier machine). Lighthouse simulates the phone by multiplying this host's own task times by 4, so its score and TBT move with the host; below ${SLOW_HOST_BENCHMARK_INDEX} it warns that the host is slower than it expects, and the targets on them are not judged.`,
        ]
      : []),
    '- JS KB gzip: every script of the load (Lighthouse network records, type Script), fetched again by the bench and gzipped at level 6. JS KB sent: the transfer size Lighthouse recorded, as this server sends it.',
    '- Requests: every request of the load. Before LCP: those started before the observed LCP. Levels: serial request levels after the HTML before the observed LCP, from the initiators in the DevTools log (document 0; a request sits one level below the deepest script its initiator stack names).',
    ...failed,
  ].join('\n');
}

/** The click on each route's link, every build measured, by the router and as a page load. */
function navigationSection(pages: readonly PageResult[]): string | null {
  const rows = pages.flatMap(({ route, variant, navigation: n, pageLoad: p }) =>
    n || p
      ? [
          [
            route,
            variant,
            n ? String(n.levels) : '—',
            n ? ms(n.shownMs) : '—',
            n ? ms(n.workingMs) : '—',
            n ? String(n.scripts) : '—',
            p ? ms(p.shownMs) : '—',
            p ? ms(p.workingMs) : '—',
          ],
        ]
      : [],
  );
  if (rows.length === 0) return null;
  const runs = Math.max(...pages.map((page) => page.navigations.length));
  return [
    `## Navigation on a slow phone: a click on a link to a page of a remote not loaded yet, ${runs} run${runs === 1 ? '' : 's'}`,
    '',
    table(
      [
        'Route',
        'Build',
        'In the site: levels (worst run)',
        'In the site: shown ms (median)',
        'In the site: working ms (median)',
        'In the site: scripts downloaded',
        'Page load: shown ms (median)',
        'Page load: working ms (median)',
      ],
      rows,
    ),
    '',
    "- Each run: a fresh browser context loads a static page (/website/FAQs, or /website/privacyPolicies for FAQs) and lets it settle; the CPU is then slowed four times and the network to Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s), and the route's link is clicked, the pointer moving onto it just before (no earlier hover to preload from).",
    "- In the site: the start page's layout was started first (a Shift key, as a visitor's first interaction), so the shell moves to the next page itself: it fetches the page's HTML (its version's prerendered fragment) with its code, shows the HTML as soon as it comes, and hydrates it once the code has (a static page's islands only; a static page without islands works as its HTML). Levels: serial levels of the scripts that went to the network after the click, each one below the deepest that had ended before it started; scripts from the cache cost none, the page's data and HTML are left out. Shown: from the click until the new page's heading is shown and nothing is loading; working: until its code has drawn it, or has hydrated it and committed (a static page: its islands).",
    '- Page load: the start page left untouched (its scripts never start), so the browser loads the next page; federated only. Shown: from the click until its heading is shown and nothing is loading; working: until its scripts have hydrated it (a static page: its islands; at once where it has none, as it works as HTML).',
  ].join('\n');
}

/** Taps on a slow phone from each route's first paint, every build measured. */
function tapSection(pages: readonly PageResult[]): string | null {
  const rows = pages.flatMap(({ route, variant, tap: t, taps }) =>
    t
      ? [
          [
            route,
            variant,
            ms(t.tapMs),
            ms(t.worstTapMs),
            t.liveMs === null ? '—' : ms(t.liveMs),
            `${t.answeredLive} of ${taps.length}`,
          ],
        ]
      : [],
  );
  if (rows.length === 0) return null;
  const runs = Math.max(...pages.map((page) => page.taps.length));
  return [
    `## First answered tap, slow phone: ${runs} run${runs === 1 ? '' : 's'}`,
    '',
    table(
      ['Route', 'Build', 'Tap ms (median)', 'Tap ms (worst)', 'Live ms (median)', 'Answered live'],
      rows,
    ),
    '',
    "- Each run: a fresh browser context with a touch screen (1350×940, where the top navigation's links show) loads the route at full speed to find where to tap, then again with the CPU four times slower and Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the cache emptied. From the first contentful paint the browser reports, the target is tapped every 50 ms without waiting for the page, until the page leaves for the target's page (followed as HTML or by the router), at most 15 s.",
    "- Target: the top navigation's first link to another page of the site.",
    "- Tap: from the first contentful paint of the page tapped to the tap that was answered (the last given before the page began to leave; times on the page's own clock: the event's time, not when a busy page handled it). Live: from the first paint until the root lost `data-prerendered`, over the runs whose page went live before a tap took the visitor away (— when none did). Answered live: runs whose answered tap the hydrated page handled; the others, the HTML alone.",
  ].join('\n');
}

/** The blocking time Chromium saw on a slow phone, every build measured. */
function blockingSection(pages: readonly PageResult[]): string | null {
  const rows = pages.flatMap(({ route, variant, blocking: b }) =>
    b ? [[route, variant, ms(b.blockingMs), ms(b.worstBlockingMs), ms(b.longestMs)]] : [],
  );
  if (rows.length === 0) return null;
  const runs = Math.max(...pages.map((page) => page.blockings.length));
  return [
    `## Blocking time Chromium saw on a slow phone: ${runs} run${runs === 1 ? '' : 's'}`,
    '',
    table(
      ['Route', 'Build', 'Blocking ms (median)', 'Blocking ms (worst)', 'Longest task ms (median)'],
      rows,
    ),
    '',
    "- Each run: a fresh browser context on Lighthouse's phone screen (412×823), the CPU four times slower and Lighthouse's mobile network, the cache empty, loads the route and is left untouched until 3 s after its network is idle (a static page's layout never starts). Blocking: each long task's time over 50 ms from the first contentful paint on, as Chromium reports its tasks (`longtask`); Lighthouse's TBT above simulates the same phone from an unthrottled load instead.",
  ].join('\n');
}

/** "baseline → this build" of one figure. */
const change = (before: string, after: string) => `${before} → ${after}`;

/** The baseline (another checkout's build, `--baseline`) beside this one, route by route. */
function baselineSection(
  pages: readonly PageResult[],
  baseline: string | undefined,
): string | null {
  const pairs = [...new Set(pages.map((page) => page.route))].flatMap((route) => {
    const before = findPage(pages, route, 'baseline');
    const after = findPage(pages, route, 'federated');
    return before?.median && after?.median
      ? [{ route, before, after, b: before.median, a: after.median }]
      : [];
  });
  if (pairs.length === 0) return null;
  const rows = pairs.map(({ route, before, after, b, a }) => [
    route,
    change(String(b.performance), String(a.performance)),
    change(ms(b.tbtMs), ms(a.tbtMs)),
    change(tbtRange(before), tbtRange(after)),
    change(ms(b.lcpMs), ms(a.lcpMs)),
    change(ms(b.observedLcpMs), ms(a.observedLcpMs)),
    change(kb(b.jsGzipBytes), kb(a.jsGzipBytes)),
  ]);
  return [
    `## Baseline → this build${baseline ? ` (baseline: ${inline(baseline)})` : ''}`,
    '',
    table(
      [
        'Route',
        'Perf',
        'TBT ms',
        'TBT ms, lowest–highest run',
        'LCP ms',
        'LCP observed ms',
        'JS KB gzip',
      ],
      rows,
    ),
    '',
    '- Both federated, medians of the same rounds: each round loads every route once in each build, so a busy moment of the machine falls on both alike.',
    '- Lighthouse simulates TBT and LCP from one unthrottled load, and the simulation moves a lot from run to run: a difference inside the ranges needs more runs (`--runs`) before it means anything.',
  ].join('\n');
}

function failedCodes(non2xx: number, statusCodes: Record<string, number>): string {
  const codes = Object.entries(statusCodes).filter(([code]) => !code.startsWith('2'));
  if (codes.length === 0) return String(non2xx);
  return `${non2xx} (${codes.map(([code, count]) => `${code}: ${count}`).join(', ')})`;
}

function apiSection(results: BenchResults): string {
  const rows = (results.api ?? []).map((r) => [
    r.name,
    r.path,
    String(Math.round(r.requestsPerSecond)),
    String(r.p50Ms),
    String(r.p99Ms),
    failedCodes(r.non2xx, r.statusCodes),
    String(r.errors),
    ratio(r.ratioToBare),
    r.serverCpuMicrosPerRequest === null ? '—' : String(Math.round(r.serverCpuMicrosPerRequest)),
    r.cpuRatioToBare === null ? '—' : ratio(r.cpuRatioToBare),
  ]);
  const { apiSeconds, connections } = results.settings;
  return [
    `## API: ${apiSeconds} s per target, ${connections} connections, loopback`,
    '',
    table(
      [
        'Target',
        'Path',
        'Req/s',
        'p50 ms',
        'p99 ms',
        'Non-2xx',
        'Errors',
        '× bare',
        'Server CPU µs/req',
        'CPU × bare',
      ],
      rows,
    ),
    '',
    '- bare: a Fastify route of the same version in its own process that parses the same JSON body and answers a constant envelope (the ceiling).',
    "- Server CPU µs/req: the CPU time of the server's process over the measured seconds (all its threads, the embedded database's worker included; a PostgreSQL server's own processes are not), per answered request. The load generator shares the two cores, so requests per second also measure how much of them it took; this figure depends far less on that.",
  ].join('\n');
}

/** Publishing and changing the registry across the instances on one PostgreSQL. */
function releaseSection(release: ReleaseResult): string {
  const { propagation: p, publish } = release;
  const sent = [String(publish.files), kb(publish.bytes)];
  return [
    `## Releases across ${release.instances === 3 ? 'three' : release.instances} instances on one PostgreSQL`,
    '',
    table(
      ['Changes', 'p50 ms', 'p99 ms', 'Max ms', 'Not served everywhere in 10 s'],
      [[String(p.changes), ms(p.p50Ms), ms(p.p99Ms), ms(p.maxMs), String(p.missed)]],
    ),
    '',
    table(
      ['Publish of the calculator', 'Runs', 'Median ms', 'Max ms', 'Files', 'KB'],
      [
        [
          'ops API (multipart request)',
          String(publish.timings.length),
          ms(publish.medianMs),
          ms(publish.maxMs),
          ...sent,
        ],
        ['CLI `registry publish`, end to end', '1', ms(publish.cliMs), ms(publish.cliMs), ...sent],
      ],
    ),
    '',
    `- ${inline(release.database)}; each instance is the real server with a scratch folder of its own and AUTO_PUBLISH on, as \`npm start\` runs it.`,
    '- Changes: promotions of the calculator alternating between two published versions, change i through instance i mod 3; each timed from the ops answer (the change is committed) until the HTML of every instance (the one that made it too) inlines the new version, each polled about every 10 ms.',
    '- Publish: the same build under a new version number each time, the request from sending the form to the answer, through each instance in turn. CLI: `node server/dist/cli.mjs registry publish calculator --dist`, Node starting included.',
  ].join('\n');
}

function buildSection(results: BenchResults): string {
  const rows = (results.build ?? []).map((timing) => [
    timing.error ? `${timing.name} (failed)` : timing.name,
    `\`${timing.command}\``,
    timing.seconds.toFixed(1),
  ]);
  return [
    '## Build: production, from the repository root',
    '',
    table(['Build', 'Command', 'Seconds'], rows),
  ].join('\n');
}

function errorsSection(results: BenchResults): string | null {
  const errors = [
    ...results.failures.map((failure) => ({ what: `${failure.part} part`, text: failure.message })),
    ...(results.build ?? []).flatMap((timing) =>
      timing.error ? [{ what: `build of ${timing.name}`, text: timing.error }] : [],
    ),
  ];
  if (errors.length === 0) return null;
  const blocks = errors.map(
    ({ what, text }) => `${what}:\n\n\`\`\`\n${text.split('\n').slice(-15).join('\n')}\n\`\`\``,
  );
  return ['## Errors', ...blocks].join('\n\n');
}

function targetsSection(checks: readonly TargetCheck[]): string {
  const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'PASS' : 'FAIL');
  const passed = checks.filter((c) => c.pass === true).length;
  const failed = checks.filter((c) => c.pass === false).length;
  const skipped = checks.length - passed - failed;
  return [
    '## Targets',
    '',
    table(
      ['Target', 'Measured', 'Result'],
      checks.map((c) => [c.target, c.measured, verdict(c.pass)]),
    ),
    '',
    `${passed} PASS, ${failed} FAIL${skipped > 0 ? `, ${skipped} not measured or not judged in this run` : ''}.`,
  ].join('\n');
}

/** The results as Markdown: web, API, releases, build, then the targets with PASS or FAIL. */
export function renderMarkdown(results: BenchResults, checks: readonly TargetCheck[]): string {
  const env = results.environment;
  const sections = [
    '# Bench results',
    [
      `${results.startedAt} · commit ${env.commit} · Node ${env.node} · ${env.cpus} × ${env.cpuModel}`,
      `load average at start ${env.loadAverage.join(' / ')}`,
      ...(results.interruptedBy
        ? [`**Interrupted by ${results.interruptedBy} at ${results.finishedAt}: partial results.**`]
        : []),
      `Lighthouse ${env.lighthouse} · ${env.chromium}`,
    ].join('  \n'),
  ];
  if (results.web) sections.push(webSection(results.web, results.settings.runs));
  const navigation = results.web && navigationSection(results.web);
  if (navigation) sections.push(navigation);
  const taps = results.web && tapSection(results.web);
  if (taps) sections.push(taps);
  const blocking = results.web && blockingSection(results.web);
  if (blocking) sections.push(blocking);
  const fonts = results.web && fontSection(results.web);
  if (fonts) sections.push(fonts);
  const reference = results.web && noScriptSection(results.web);
  if (reference) sections.push(reference);
  const compared = results.web && baselineSection(results.web, results.settings.baseline);
  if (compared) sections.push(compared);
  if (results.api) sections.push(apiSection(results));
  if (results.capacity) sections.push(capacitySection(results.capacity));
  if (results.release) sections.push(releaseSection(results.release));
  if (results.build) sections.push(buildSection(results));
  const errors = errorsSection(results);
  if (errors) sections.push(errors);
  sections.push(targetsSection(checks));
  return `${sections.join('\n\n')}\n`;
}
