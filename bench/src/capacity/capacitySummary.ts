import type { LoadResult } from '../api/loadTest';

/** What the capacity part loads: one page's HTML and one hashed file of a remote. */
export type CapacityTargetName = 'page HTML' | 'hashed file';
/** Who answers: the server, nginx with the same files, node:http alone with them. */
export type CapacityServer = 'server' | 'nginx' | 'bare Node';

/** One load of one target on one server, in one round. */
export interface CapacityRun extends LoadResult {
  target: CapacityTargetName;
  path: string;
  server: CapacityServer;
  round: number;
  /** Bytes read per answer, headers included: the encoding each chose shows here. */
  bytesPerAnswer: number;
}

/** The server's resident memory over the part. */
export interface CapacityMemory {
  idleBytes: number | null;
  peakBytes: number | null;
  /** Idle again, some seconds after the last load. */
  afterBytes: number | null;
  /** The long load over every page and the file after the rounds, where one was asked for. */
  soak?: CapacitySoak;
}

/** Every site page and the hashed file in turn, for minutes: what memory growth shows in. */
export interface CapacitySoak {
  seconds: number;
  requests: number;
  failed: number;
  requestsPerSecond: number;
}

export interface CapacityResult {
  connections: number;
  seconds: number;
  runs: CapacityRun[];
  memory: CapacityMemory;
}

/** The server's figures against nginx's for one target in one round. */
export interface CapacityRatio {
  target: CapacityTargetName;
  round: number;
  /** Requests per second, the server's over nginx's. */
  requests: number;
  /** p99, the server's over nginx's. */
  p99: number;
  /** Requests per second, node:http alone over nginx's: the ceiling of any Node server here. */
  bareRequests: number | null;
}

const find = (runs: readonly CapacityRun[], target: string, round: number, server: string) =>
  runs.find((run) => run.target === target && run.round === round && run.server === server);

/** For each target and round that has both, the server against nginx (and bare Node). */
export function capacityRatios(runs: readonly CapacityRun[]): CapacityRatio[] {
  const keys = [...new Set(runs.map((run) => `${run.round}\u0000${run.target}`))];
  return keys.flatMap((key) => {
    const [roundText, target] = key.split('\u0000') as [string, CapacityTargetName];
    const round = Number(roundText);
    const server = find(runs, target, round, 'server');
    const nginx = find(runs, target, round, 'nginx');
    if (!server || !nginx || nginx.requestsPerSecond === 0) return [];
    const bare = find(runs, target, round, 'bare Node');
    return [
      {
        target,
        round,
        requests: server.requestsPerSecond / nginx.requestsPerSecond,
        p99: nginx.p99Ms > 0 ? server.p99Ms / nginx.p99Ms : server.p99Ms > 0 ? Infinity : 1,
        bareRequests: bare ? bare.requestsPerSecond / nginx.requestsPerSecond : null,
      },
    ];
  });
}
