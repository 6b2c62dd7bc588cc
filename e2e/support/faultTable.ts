import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Fault } from './remoteFaults';

// The fault suite's 25-case table: each test saves its remote's rows, and whichever saves the last
// part writes test-results/fault-table.md and prints it.

/** Where the groups leave their rows until every case has run (one folder per run). */
const partialsDir = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'fault-table');
const partialFiles = remoteNames.flatMap((remote) => [
  `stable-${remote}.json`,
  `canary-${remote}.json`,
]);

/** One stable case: what worked while the remote's entry failed. */
export interface StableRow {
  remote: RemoteName;
  fault: Fault;
  errorPanel: boolean;
  retry: boolean;
  otherRoutes: string;
  seconds: number;
  problems: string[];
}

/** One canary case: whether the visitor got the stable version instead. */
export interface CanaryRow {
  remote: RemoteName;
  fault: Fault;
  canaryFellBack: boolean;
  seconds: number;
  problems: string[];
}

function tableOf(stable: StableRow[], canary: CanaryRow[]): string {
  const mark = (ok: boolean) => (ok ? 'yes' : '**NO**');
  const rows = stable.map((s) => {
    const c = canary.find((row) => row.remote === s.remote && row.fault === s.fault);
    const passed = s.problems.length === 0 && c?.problems.length === 0;
    return {
      passed,
      line: `| ${s.remote} | ${s.fault} | ${mark(s.errorPanel)} | ${mark(s.retry)} | ${s.otherRoutes} | ${mark(c?.canaryFellBack ?? false)} | ${s.seconds.toFixed(1)} + ${(c?.seconds ?? 0).toFixed(1)} |`,
    };
  });
  return [
    `Fault suite: ${rows.filter((row) => row.passed).length} of ${rows.length} cases passed (${new Date().toISOString()})`,
    '',
    "| remote | fault | error panel | retry works | other remotes' pages work | failing canary fell back to stable | seconds (stable + canary) |",
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => row.line),
    '',
  ].join('\n');
}

/** Saves one group's rows for one remote; whoever saves the last part writes and prints the table. */
export function recordRows(file: string, rows: StableRow[] | CanaryRow[], outputDir: string): void {
  mkdirSync(partialsDir, { recursive: true });
  writeFileSync(join(partialsDir, file), JSON.stringify(rows));
  if (!partialFiles.every((name) => existsSync(join(partialsDir, name)))) return;
  const read = <T>(prefix: string) =>
    remoteNames.flatMap(
      (remote) =>
        JSON.parse(readFileSync(join(partialsDir, `${prefix}-${remote}.json`), 'utf8')) as T[],
    );
  const table = tableOf(read<StableRow>('stable'), read<CanaryRow>('canary'));
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(join(outputDir, 'fault-table.md'), table);
  console.log(`\n${table}`);
}

/** Every problem the rows recorded, each named with its fault. */
export const problemsOf = (rows: { fault: Fault; problems: string[] }[]) =>
  rows.flatMap((row) => row.problems.map((problem) => `${row.fault}: ${problem}`));
