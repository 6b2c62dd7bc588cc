import autocannon from 'autocannon';
import { XSRF_COOKIE, XSRF_HEADER } from '@gold/contracts';

/** What one load test measured. */
export interface LoadResult {
  /** Mean requests completed per second. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx, and errors (time-outs included, also counted alone): all should be 0. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers by HTTP status, to tell a 503 from a 400. */
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  body: string;
  connections: number;
  seconds: number;
}

const BENCH_XSRF_TOKEN = 'b'.repeat(32);

/** POSTs the same JSON body over `connections` kept-alive connections for `seconds`. */
export async function loadTest({
  url,
  body,
  connections,
  seconds,
}: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    // As our pages send it: the server refuses a state-changing request without the XSRF pair.
    headers: {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${BENCH_XSRF_TOKEN}`,
      [XSRF_HEADER]: BENCH_XSRF_TOKEN,
    },
    body,
    connections,
    duration: seconds,
  });
  return loadResultOf(result);
}

/** What autocannon measured, as the bench reports it. */
export function loadResultOf(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  };
}
