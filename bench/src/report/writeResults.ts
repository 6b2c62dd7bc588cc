import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where one run's results went. */
export interface WrittenResults {
  json: string;
  markdown: string;
}

/** Writes `<timestamp>.json` (every run, kept out of git) and `latest.md` (the summary). */
export function writeResults(
  dir: string,
  startedAt: string,
  results: unknown,
  markdown: string,
): WrittenResults {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, `${startedAt.replace(/[:.]/g, '-')}.json`);
  const latest = join(dir, 'latest.md');
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(latest, markdown);
  return { json, markdown: latest };
}
