import { existsSync } from 'node:fs';
import type { Browser } from 'playwright';
import { DEFAULT_LANGUAGE, withLanguage, type Language } from '@gold/i18n';
import { findRoute, routeHref, type SiteRoute } from '@gold/routes';
import { startChildServer, type ChildServer } from '../run/childServer';
import { progress } from '../run/progress';
import { snapshotBuilds, type BuildSnapshot } from '../run/buildSnapshot';
import { benchDir, repoRoot, serverEntryIn } from '../run/paths';
import { startSiteServer, type SiteServerOptions } from '../run/siteServer';
import { ScriptSizes } from './gzipSize';
import { assertChromiumInstalled, runLighthouse } from './lighthouseRun';
import { medianFacts, type PageRun } from './medianFacts';
import { launchNavigationBrowser, measureNavigation, measurePageLoad } from './navigationRun';
import {
  summariseNavigations,
  summarisePageLoads,
  type NavigationRun,
  type PageLoadRun,
} from './navigationSummary';
import { factsOfRun } from './runFacts';
import { languageOfRoute } from './routeLanguage';
import { measureOnSlowPhone, type SlowPhoneRun } from './slowPhoneLoad';
import { summariseFonts, type FontRun, type FontSummary } from './fontSummary';
import { summariseBlocking, type BlockingRun, type BlockingSummary } from './blockingSummary';
import { measureTap } from './tapRun';
import { summariseTaps, type TapRun, type TapSummary } from './tapSummary';

/**
 * The builds measured: this checkout's, its monolith, the federated pages with their scripts
 * removed (noScriptProxy.ts, the reference of issue 47) and, when asked for, another checkout's.
 */
export const variants = ['federated', 'monolith', 'noScripts', 'baseline'] as const;
export type Variant = (typeof variants)[number];

/** One route in one build: every run, the median of each figure, and the runs that failed. */
export interface PageResult {
  route: string;
  variant: Variant;
  runs: PageRun[];
  /** null when no run succeeded. */
  median: PageRun | null;
  /** Why runs failed (each failed run was tried once more in a fresh Chromium). */
  failures: string[];
  /** Clicks on the route's link from a page of another remote (navigationRun.ts). */
  navigations: NavigationRun[];
  /** null when no navigation was measured. */
  navigation: NavigationRun | null;
  /** The same clicks followed by the browser as a page load (federated only: navigationRun.ts). */
  pageLoads: PageLoadRun[];
  /** null when no page load was measured. */
  pageLoad: PageLoadRun | null;
  /** Taps from the first paint on a slow phone until one takes the visitor away (tapRun.ts). */
  taps: TapRun[];
  /** null when no tap run was measured. */
  tap: TapSummary | null;
  /** Long tasks after the first paint on a slow phone, as Chromium saw them (blockingRun.ts). */
  blockings: BlockingRun[];
  /** null when no blocking run was measured. */
  blocking: BlockingSummary | null;
  /** The font files of its loads on a slow phone (fontRun.ts), federated pages only. */
  fontLoads: FontRun[];
  /** null when no font run was measured. */
  fonts: FontSummary | null;
}

const TRIES = 2;

/** Navigations per route and build: their levels hardly move, and each takes a few seconds. */
const NAVIGATION_RUNS = 3;

interface Target {
  server: ChildServer;
  sizes: ScriptSizes;
}

/** The no-script proxy (noScriptProxy.ts) in front of `upstream`, in a process of its own. */
function startNoScriptTarget(upstream: string): Promise<ChildServer> {
  return startChildServer({
    name: 'noScripts',
    args: ['--import', 'tsx', 'src/web/noScriptProxyMain.ts'],
    cwd: benchDir,
    env: () => ({ UPSTREAM_ORIGIN: upstream }),
    // Also its first strip, before Lighthouse measures one.
    readyPath: '/website/home',
  });
}

/** How to serve each build measured; the baseline with its own server when it has one built. */
function serverOptions(builds: BuildSnapshot, baseline: string | undefined) {
  const { webRoot } = builds;
  const servers: Partial<Record<Variant, SiteServerOptions>> = {
    federated: { name: 'federated', webRoot },
    monolith: { name: 'monolith', webRoot: builds.monolithWebRoot, autoPublish: false },
  };
  if (baseline) {
    const checkout = existsSync(serverEntryIn(baseline)) ? baseline : repoRoot;
    servers.baseline = { name: 'baseline', webRoot: baseline, checkout };
  }
  return servers;
}

/** Each build's server, and the no-script proxy in front of the federated one. */
async function startTargets(
  servers: Partial<Record<Variant, SiteServerOptions>>,
): Promise<Partial<Record<Variant, Target>>> {
  const targets: Partial<Record<Variant, Target>> = {};
  try {
    for (const [variant, options] of Object.entries(servers) as [Variant, SiteServerOptions][]) {
      targets[variant] = { server: await startSiteServer(options), sizes: new ScriptSizes() };
    }
    if (targets.federated) {
      const server = await startNoScriptTarget(targets.federated.server.origin);
      targets.noScripts = { server, sizes: new ScriptSizes() };
    }
    return targets;
  } catch (error) {
    await stopTargets(targets);
    throw error;
  }
}

async function stopTargets(targets: Partial<Record<Variant, Target>>): Promise<void> {
  await Promise.all(Object.values(targets).map((target) => target.server.stop()));
}

async function measure({ server, sizes }: Target, path: string): Promise<PageRun> {
  const { lhr, devtoolsLog } = await runLighthouse(server.origin + path);
  const { scriptUrls, ...facts } = factsOfRun(lhr, devtoolsLog);
  return { ...facts, jsGzipBytes: await sizes.totalGzip(scriptUrls) };
}

/** One measured run, tried again in a fresh Chromium when Lighthouse fails (NO_FCP, a crash...). */
async function measureWithRetry(
  target: Target,
  path: string,
  label: string,
  failures: string[],
): Promise<PageRun | null> {
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    try {
      const run = await measure(target, path);
      const js = (run.jsGzipBytes / 1024).toFixed(1);
      progress(
        'web',
        `${label}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms (observed ${Math.round(run.observedLcpMs)}), JS ${js} KB gzip`,
      );
      return run;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(message);
      progress('web', `${label}: try ${attempt} of ${TRIES} failed: ${message}`);
    }
  }
  return null;
}

/** The builds a page in another language than English is measured in: the site's own, with and without scripts. */
const languageVariants: readonly Variant[] = ['federated', 'noScripts'];

/**
 * One empty result per route and build (the baseline's when asked for), to be filled by webBench;
 * then, for each other language, per route, this build's page in it (`?lang=ta`), with and without
 * its scripts: the monolith and the baseline are English references.
 */
export function emptyPages(
  routes: readonly SiteRoute[],
  withBaseline = false,
  languages: readonly Language[] = [DEFAULT_LANGUAGE],
): PageResult[] {
  const measured = variants.filter((variant) => withBaseline || variant !== 'baseline');
  return languages.flatMap((language) =>
    routes.flatMap((route) =>
      (language === DEFAULT_LANGUAGE ? measured : languageVariants).map((variant) =>
        emptyPage(withLanguage(routeHref(route), language), variant),
      ),
    ),
  );
}

function emptyPage(route: string, variant: Variant): PageResult {
  return {
    route,
    variant,
    runs: [],
    median: null,
    failures: [],
    navigations: [],
    navigation: null,
    pageLoads: [],
    pageLoad: null,
    taps: [],
    tap: null,
    blockings: [],
    blocking: null,
    fontLoads: [],
    fonts: null,
  };
}

/** Sets each page's medians from the runs it has so far. */
export function summarisePages(pages: PageResult[]): void {
  for (const page of pages) {
    page.median = page.runs.length > 0 ? medianFacts(page.runs) : null;
    page.navigation = summariseNavigations(page.navigations);
    page.pageLoad = summarisePageLoads(page.pageLoads);
    page.tap = summariseTaps(page.taps);
    page.blocking = summariseBlocking(page.blockings);
    page.fonts = summariseFonts(page.fontLoads);
  }
}

/** What a browser part measures: a route's page on a build's server, in the page's language. */
interface PartPage {
  origin: string;
  route: SiteRoute;
  /** The route's path with its language (`/website/home?lang=ta`). */
  href: string;
}

/** One browser part of the web bench: what it measures on a route, and how it reports a run. */
interface BrowserPart<Run> {
  /** Names the part in progress lines and failures ("navigation", "tap"). */
  name: string;
  measure(browser: Browser, page: PartPage): Promise<Run>;
  /** Keeps a run with the page's results. */
  keep(page: PageResult, run: Run): void;
  /** The progress line's end for one run. */
  describe(run: Run): string;
  /** The builds it measures: every one with scripts where not given. */
  variants?: readonly Variant[];
  /** Whether it measures the pages in other languages too, not English's alone. */
  everyLanguage?: boolean;
}

/**
 * A browser part on every page, in every build, round by round like the Lighthouse runs, in one
 * browser. A failed run is reported with the page's failures and not tried again.
 */
async function browserPartBench<Run>(
  part: BrowserPart<Run>,
  pages: PageResult[],
  targets: Partial<Record<Variant, Target>>,
  runs: number,
): Promise<void> {
  const browser = await launchNavigationBrowser();
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        const target = targets[page.variant];
        const route = findRoute(page.route.split('?')[0] ?? '');
        const english = languageOfRoute(page.route) === DEFAULT_LANGUAGE;
        // The pages without scripts are Lighthouse's reference only: no script routes a click there.
        if (!target || !route || page.variant === 'noScripts') continue;
        if (!english && !part.everyLanguage) continue;
        if (part.variants && !part.variants.includes(page.variant)) continue;
        const label = `${part.name} ${round + 1}/${runs} on ${page.route} ${page.variant}`;
        try {
          const origin = target.server.origin;
          const run = await part.measure(browser, { origin, route, href: page.route });
          part.keep(page, run);
          progress('web', `${label}: ${part.describe(run)}`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          page.failures.push(`${part.name}: ${message}`);
          progress('web', `${label} failed: ${message}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

/** The click on each route's link from a page of another remote, inside the site (navigationRun.ts). */
const navigationPart: BrowserPart<NavigationRun> = {
  name: 'navigation',
  measure: (browser, { origin, route }) => measureNavigation(browser, origin, route),
  keep: (page, run) => page.navigations.push(run),
  describe: (run) =>
    `${run.levels} levels, shown in ${Math.round(run.shownMs)} ms, working in ${Math.round(run.workingMs)} ms`,
};

/** The same clicks followed as page loads, where static pages are (navigationRun.ts). */
const pageLoadPart: BrowserPart<PageLoadRun> = {
  name: 'page load',
  measure: (browser, { origin, route }) => measurePageLoad(browser, origin, route),
  keep: (page, run) => page.pageLoads.push(run),
  describe: (run) =>
    `shown in ${Math.round(run.shownMs)} ms, working in ${Math.round(run.workingMs)} ms`,
  variants: ['federated', 'baseline'],
};

/** Taps on a slow phone from each route's first paint (tapRun.ts). */
const tapPart: BrowserPart<TapRun> = {
  name: 'tap',
  measure: (browser, { origin, route }) => measureTap(browser, origin, route),
  keep: (page, run) => page.taps.push(run),
  describe: (run) => {
    const live = run.liveMs === null ? 'left before live' : `live ${Math.round(run.liveMs)} ms`;
    const by = run.answeredLive ? 'live page' : 'HTML';
    return `answered ${Math.round(run.tapMs)} ms after first paint (tap ${run.taps}, ${by}), ${live}`;
  },
};

/**
 * One load of each route's page on a slow phone, in each language: its blocking time as Chromium
 * saw it, and the font files it loaded, kept for the federated build (slowPhoneLoad.ts).
 */
const slowPhonePart: BrowserPart<SlowPhoneRun> = {
  name: 'slow phone',
  measure: (browser, { origin, href }) => measureOnSlowPhone(browser, origin + href),
  keep: (page, run) => {
    page.blockings.push(run.blocking);
    if (page.variant === 'federated') page.fontLoads.push(run.fonts);
  },
  describe: ({ blocking, fonts }) => {
    const blocked = `blocked ${Math.round(blocking.blockingMs)} ms after first paint, longest task ${Math.round(blocking.longestMs)} ms`;
    const loaded =
      fonts.fonts.length === 0
        ? 'no font'
        : fonts.fonts
            .map(
              (font) =>
                `${font.file} ${font.bytes} B in ${Math.round(font.inMs - font.requestMs)} ms`,
            )
            .join(', ');
    return `${blocked}; ${loaded}`;
  },
  everyLanguage: true,
};

/**
 * Lighthouse on every page, federated, monolith and the federated pages without their scripts side
 * by side (and the baseline, another checkout's build, when given), each build on its own server
 * with a fresh database, from a snapshot of the builds. Runs go round by round over routes and
 * builds, so a busy moment of the machine falls on every build alike rather than on one route of
 * one build. Then the same servers time a click on each route's link (navigationPart, and
 * pageLoadPart for the same click followed by the browser), and a tap
 * from each route's first paint on a slow phone (tapPart) and its blocking time there as Chromium
 * sees it, in each language, with the font files of that load (slowPhonePart), the pages
 * without scripts left out.
 * Fills `pages` as it goes, so an interrupted bench still has the runs done so far.
 */
export async function webBench(
  pages: PageResult[],
  runs: number,
  baseline?: string,
): Promise<void> {
  assertChromiumInstalled();
  const builds = await snapshotBuilds();
  const targets = await startTargets(serverOptions(builds, baseline)).catch((error: unknown) => {
    builds.remove();
    throw error;
  });
  try {
    let done = 0;
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        done += 1;
        const label = `${done}/${pages.length * runs} ${page.route} ${page.variant}`;
        const target = targets[page.variant];
        if (!target) throw new Error(`no server for the ${page.variant} build`);
        const run = await measureWithRetry(target, page.route, label, page.failures);
        if (run) page.runs.push(run);
      }
    }
    const browserRuns = Math.min(runs, NAVIGATION_RUNS);
    await browserPartBench(navigationPart, pages, targets, browserRuns);
    await browserPartBench(pageLoadPart, pages, targets, browserRuns);
    await browserPartBench(tapPart, pages, targets, browserRuns);
    await browserPartBench(slowPhonePart, pages, targets, browserRuns);
  } finally {
    await stopTargets(targets);
    builds.remove();
  }
  summarisePages(pages);
}
