import { startChildServer, type ChildServer } from '../run/childServer';
import { benchDir } from '../run/paths';
import { processCpuMicros } from '../run/processCpu';
import { progress } from '../run/progress';
import { startSiteServer } from '../run/siteServer';
import { loadTest, type LoadResult } from './loadTest';
import { apiCalls, assertCallSucceeds, benchAesKey } from './requestBodies';

/** One target of the API bench. */
export interface ApiResult extends MeasuredTarget {
  /** Requests per second against the bare route's in the same run (the bare route itself: 1). */
  ratioToBare: number;
  /** Server CPU per request against the bare route's (how many times its cost); null if unknown. */
  cpuRatioToBare: number | null;
}

/** One target's load test, with the CPU its server spent on it. */
interface MeasuredTarget extends LoadResult {
  name: string;
  path: string;
  /**
   * CPU time the server process spent per answered request, all its threads together, in
   * microseconds; null where the system does not tell (no /proc). It depends far less than
   * requests per second on how much of the two cores the load generator took meanwhile.
   */
  serverCpuMicrosPerRequest: number | null;
}

export interface ApiBenchOptions {
  seconds: number;
  connections: number;
  /** A PostgreSQL to load the API on too; its targets are named "<call> (PostgreSQL)". */
  databaseUrl?: string;
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

interface Target {
  name: string;
  url: string;
  path: string;
  body: string;
  /** The process that answers it. */
  serverPid: number;
}

/** The API calls on one server, after checking that each succeeds there. */
async function siteTargets(site: ChildServer, key: string, suffix = ''): Promise<Target[]> {
  const calls = apiCalls(key);
  for (const call of calls) await assertCallSucceeds(site.origin, call, key);
  return calls.map((call) => ({
    name: call.name + suffix,
    url: site.origin + call.path,
    path: call.path,
    body: call.body,
    serverPid: site.pid,
  }));
}

/** CPU microseconds per request from the server's CPU time before and after `requests`. */
function perRequest(before: number | null, after: number | null, requests: number) {
  if (before === null || after === null || requests === 0) return null;
  return (after - before) / requests;
}

/** Loads each target in turn, each after a short warm-up that is not counted. */
async function loadEach(targets: Target[], { seconds, connections }: ApiBenchOptions) {
  const measured: MeasuredTarget[] = [];
  for (const target of targets) {
    await loadTest({ url: target.url, body: target.body, connections, seconds: WARM_UP_SECONDS });
    const cpuBefore = processCpuMicros(target.serverPid);
    const result = await loadTest({ url: target.url, body: target.body, connections, seconds });
    const cpu = perRequest(cpuBefore, processCpuMicros(target.serverPid), result.requests);
    progress(
      'api',
      `${target.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, server CPU ${cpu === null ? '?' : Math.round(cpu)} µs/request`,
    );
    measured.push({
      name: target.name,
      path: target.path,
      ...result,
      serverCpuMicrosPerRequest: cpu,
    });
  }
  return measured;
}

/** Runs `measure` against a fresh site server, stopping it afterwards. */
async function withSite<T>(
  name: string,
  databaseUrl: string | undefined,
  measure: (site: ChildServer) => Promise<T>,
) {
  const site = await startSiteServer({ name, databaseUrl });
  try {
    return await measure(site);
  } finally {
    await site.stop();
  }
}

/**
 * Loads goldRate/calculate/add and goldRate/view of the real server (fresh embedded database,
 * the logging `npm start` has; then on PostgreSQL when one is given) and a bare Fastify route as
 * the ceiling, one after the other on loopback.
 */
export async function apiBench(options: ApiBenchOptions): Promise<ApiResult[]> {
  const key = benchAesKey();
  const bare = await startBareServer();
  let measured: MeasuredTarget[];
  try {
    const body = apiCalls(key)[0]?.body ?? '{}';
    measured = await loadEach(
      [{ name: 'bare', url: `${bare.origin}/bare`, path: '/bare', body, serverPid: bare.pid }],
      options,
    );
  } finally {
    await bare.stop();
  }
  measured.push(
    ...(await withSite('api', undefined, async (site) =>
      loadEach(await siteTargets(site, key), options),
    )),
  );
  if (options.databaseUrl) {
    measured.push(
      ...(await withSite('api-postgres', options.databaseUrl, async (site) =>
        loadEach(await siteTargets(site, key, ' (PostgreSQL)'), options),
      )),
    );
  }
  const bareRate = measured[0]?.requestsPerSecond ?? 0;
  const bareCpu = measured[0]?.serverCpuMicrosPerRequest ?? null;
  return measured.map((result) => ({
    ...result,
    ratioToBare: bareRate > 0 ? result.requestsPerSecond / bareRate : 0,
    cpuRatioToBare:
      bareCpu && result.serverCpuMicrosPerRequest !== null
        ? result.serverCpuMicrosPerRequest / bareCpu
        : null,
  }));
}
