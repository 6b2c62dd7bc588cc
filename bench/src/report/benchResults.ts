import type { ApiResult } from '../api/apiBench';
import type { BuildTiming } from '../build/buildBench';
import type { CapacityResult } from '../capacity/capacitySummary';
import type { ReleaseResult } from '../release/releaseSummary';
import type { BenchPart } from '../run/options';
import type { PageResult } from '../web/webBench';

/** Where and how the bench ran. */
export interface BenchEnvironment {
  node: string;
  cpus: number;
  cpuModel: string;
  /** 1, 5 and 15 minute load averages when the bench started (the machine may be shared). */
  loadAverage: number[];
  lighthouse: string;
  chromium: string;
  /** Commit of the checkout, with `+changes` when the work tree differs from it. */
  commit: string;
}

/** Everything one `pnpm bench` measured: the JSON file holds exactly this. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  environment: BenchEnvironment;
  settings: {
    runs: number;
    routes: string[];
    parts: BenchPart[];
    apiSeconds: number;
    connections: number;
    capacitySeconds: number;
    /** The folder of the other build measured beside this one (`--baseline`). */
    baseline?: string;
  };
  web?: PageResult[];
  api?: ApiResult[];
  build?: BuildTiming[];
  /** The server beside nginx on the same files (issue 64). */
  capacity?: CapacityResult;
  /** Publishing and changing the registry across three instances on one PostgreSQL. */
  release?: ReleaseResult;
  /** Set when a signal stopped the bench: the figures are those measured until then. */
  interruptedBy?: string;
  /** Parts that stopped with an error; the others still report. */
  failures: { part: BenchPart; message: string }[];
}
