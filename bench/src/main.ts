import { apiBench } from './api/apiBench';
import { buildBench, builds, timeBuild } from './build/buildBench';
import { capacityBench } from './capacity/capacityBench';
import type { BenchResults } from './report/benchResults';
import { renderMarkdown } from './report/markdown';
import { releaseBench } from './release/releaseBench';
import { checkTargets } from './report/targets';
import { writeResults } from './report/writeResults';
import { benchEnvironment } from './run/environment';
import { parseOptions, usage, type BenchOptions, type BenchPart } from './run/options';
import { resultsDir } from './run/paths';
import { progress } from './run/progress';
import { emptyPages, summarisePages, webBench } from './web/webBench';
import { routeHref } from '@gold/routes';

/** Writes the results (files and screen); also what an interrupted bench has so far. */
function report(results: BenchResults): void {
  if (results.web) summarisePages(results.web);
  const targets = checkTargets(results);
  const markdown = renderMarkdown(results, targets);
  const written = writeResults(resultsDir, results.startedAt, { ...results, targets }, markdown);
  process.stdout.write(`\n${markdown}\nResults: ${written.json}\nSummary: ${written.markdown}\n`);
}

let current: BenchResults | undefined;

async function bench(options: BenchOptions): Promise<BenchResults> {
  const results: BenchResults = (current = {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    environment: benchEnvironment(),
    settings: {
      runs: options.runs,
      routes: options.routes.map(routeHref),
      parts: [...options.parts],
      apiSeconds: options.apiSeconds,
      connections: options.connections,
      capacitySeconds: options.capacitySeconds,
      ...(options.baseline ? { baseline: options.baseline } : {}),
    },
    failures: [],
  });
  // One part that fails is reported; the parts after it still run.
  const run = async (part: BenchPart, measure: () => Promise<void>) => {
    if (!options.parts.includes(part)) return;
    try {
      await measure();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress(part, `failed: ${message}`);
      results.failures.push({ part, message });
    }
  };
  // The build part runs first: it leaves the builds the web part serves.
  await run('build', async () => {
    results.build = await buildBench();
  });
  // The API before the long web part: a bench stopped early still has it.
  await run('api', async () => {
    results.api = await apiBench({
      seconds: options.apiSeconds,
      connections: options.connections,
      databaseUrl: options.databaseUrl,
    });
  });
  // One server beside nginx serving the same files, 20 connections as the capacity figures use.
  await run('capacity', async () => {
    results.capacity = await capacityBench({
      connections: 20,
      seconds: options.capacitySeconds,
      rounds: 2,
      soakSeconds: options.soakSeconds,
    });
  });
  // Short, and it starts servers of its own: before the web part too.
  await run('release', async () => {
    results.release = await releaseBench(options.databaseUrl);
  });
  await run('web', async () => {
    if (!options.parts.includes('build')) {
      progress(
        'web',
        'serving the existing builds of the six apps; building the monolith from source',
      );
      results.build = [await timeBuild(builds.monolith)];
    }
    results.web = emptyPages(options.routes, options.baseline !== undefined, options.languages);
    await webBench(results.web, options.runs, options.baseline);
  });
  results.finishedAt = new Date().toISOString();
  return results;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  let options: BenchOptions;
  try {
    options = parseOptions(args, process.env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
    return;
  }
  report(await bench(options));
}

// On Ctrl-C or a kill the runs done so far are reported, marked as interrupted; the servers and
// browsers the bench started end with it (liveProcesses.ts).
function interrupted(signal: string, code: number) {
  if (current) {
    current.finishedAt = new Date().toISOString();
    current.interruptedBy = signal;
    report(current);
  }
  process.exit(code);
}
process.once('SIGTERM', () => interrupted('SIGTERM', 143));
process.once('SIGINT', () => interrupted('SIGINT', 130));

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
