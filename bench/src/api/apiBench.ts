import { startChildServer, type ChildServer } from '../run/childServer';
import { benchDir } from '../run/paths';
import { progress } from '../run/progress';
import { startSiteServer } from '../run/siteServer';
import { loadTest, type LoadResult } from './loadTest';
import { apiCalls, assertCallSucceeds, benchAesKey } from './requestBodies';

/** One target of the API bench. */
export interface ApiResult extends LoadResult {
  name: string;
  path: string;
  /** Requests per second against the bare route's in the same run (the bare route itself: 1). */
  ratioToBare: number;
}

export interface ApiBenchOptions {
  seconds: number;
  connections: number;
}

const WARM_UP_SECONDS = 2;

function startBareServer(): Promise<ChildServer> {
  return startChildServer({
    name: 'bare',
    args: ['--import', 'tsx', 'src/api/bareServer.ts'],
    cwd: benchDir,
    readyPath: '/bare',
  });
}

/**
 * Loads goldRate/calculate/add and goldRate/view of the real server (fresh embedded database,
 * the logging `npm start` has) and a bare Fastify route as the ceiling, one after the other on
 * loopback, each after a short warm-up that is not counted.
 */
export async function apiBench({ seconds, connections }: ApiBenchOptions): Promise<ApiResult[]> {
  const key = benchAesKey();
  const site = await startSiteServer({ name: 'api' });
  let bare: ChildServer | undefined;
  try {
    bare = await startBareServer();
    const calls = apiCalls(key);
    for (const call of calls) await assertCallSucceeds(site.origin, call, key);
    const targets = [
      { name: 'bare', url: `${bare.origin}/bare`, path: '/bare', body: calls[0]?.body ?? '{}' },
      ...calls.map((call) => ({
        name: call.name,
        url: site.origin + call.path,
        path: call.path,
        body: call.body,
      })),
    ];
    const measured: (LoadResult & { name: string; path: string })[] = [];
    for (const target of targets) {
      await loadTest({ url: target.url, body: target.body, connections, seconds: WARM_UP_SECONDS });
      const result = await loadTest({ url: target.url, body: target.body, connections, seconds });
      progress(
        'api',
        `${target.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
      );
      measured.push({ name: target.name, path: target.path, ...result });
    }
    const bareRate = measured[0]?.requestsPerSecond ?? 0;
    return measured.map((result) => ({
      ...result,
      ratioToBare: bareRate > 0 ? result.requestsPerSecond / bareRate : 0,
    }));
  } finally {
    await Promise.all([site.stop(), bare?.stop()]);
  }
}
