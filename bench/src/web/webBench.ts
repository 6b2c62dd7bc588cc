import { routeHref, type SiteRoute } from '@gold/routes';
import type { ChildServer } from '../run/childServer';
import { progress } from '../run/progress';
import { snapshotBuilds, type BuildSnapshot } from '../run/buildSnapshot';
import { startSiteServer } from '../run/siteServer';
import { ScriptSizes } from './gzipSize';
import { assertChromiumInstalled, runLighthouse } from './lighthouseRun';
import { medianFacts, type PageRun } from './medianFacts';
import { factsOfRun } from './runFacts';

export const variants = ['federated', 'monolith'] as const;
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
}

const TRIES = 2;

interface Target {
  server: ChildServer;
  sizes: ScriptSizes;
}

async function startTargets(builds: BuildSnapshot): Promise<Record<Variant, Target>> {
  const { webRoot } = builds;
  const federated = await startSiteServer({ name: 'federated', webRoot });
  try {
    const monolith = await startSiteServer({
      name: 'monolith',
      webRoot,
      shellDist: builds.monolithDist,
    });
    return {
      federated: { server: federated, sizes: new ScriptSizes() },
      monolith: { server: monolith, sizes: new ScriptSizes() },
    };
  } catch (error) {
    await federated.stop();
    throw error;
  }
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
        `${label}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, JS ${js} KB gzip`,
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

/** One empty result per route and build, to be filled by webBench. */
export function emptyPages(routes: readonly SiteRoute[]): PageResult[] {
  return routes.flatMap((route) =>
    variants.map((variant): PageResult => ({
      route: routeHref(route),
      variant,
      runs: [],
      median: null,
      failures: [],
    })),
  );
}

/** Sets each page's medians from the runs it has so far. */
export function summarisePages(pages: PageResult[]): void {
  for (const page of pages) page.median = page.runs.length > 0 ? medianFacts(page.runs) : null;
}

/**
 * Lighthouse on every page, federated and monolith side by side, each on its own server with a
 * fresh database, from a snapshot of the builds. Runs go round by round over routes and builds, so a busy moment of the machine
 * falls on both builds alike rather than on one route of one build. Fills `pages` as it goes, so
 * an interrupted bench still has the runs done so far.
 */
export async function webBench(pages: PageResult[], runs: number): Promise<void> {
  assertChromiumInstalled();
  const builds = await snapshotBuilds();
  const targets = await startTargets(builds).catch((error: unknown) => {
    builds.remove();
    throw error;
  });
  try {
    let done = 0;
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        done += 1;
        const label = `${done}/${pages.length * runs} ${page.route} ${page.variant}`;
        const run = await measureWithRetry(targets[page.variant], page.route, label, page.failures);
        if (run) page.runs.push(run);
      }
    }
  } finally {
    await Promise.all([targets.federated.server.stop(), targets.monolith.server.stop()]);
    builds.remove();
  }
  summarisePages(pages);
}
