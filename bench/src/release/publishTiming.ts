import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../run/paths';
import { buildFiles, publishForm, setBuildVersion } from './benchBuild';
import { sendOps } from '@gold/ops-client';
import { registryCalls } from '@gold/ops-client/contract';
import { benchOps } from './opsApi';

const run = promisify(execFile);

/** The ops CLI bundle a team runs to publish. */
const cliEntry = join(repoRoot, 'server/dist/cli.mjs');

/** What one publish through the ops API took, and what it sent. */
export interface PublishTiming {
  version: string;
  ms: number;
  files: number;
  bytes: number;
}

/**
 * Publishes the build in `dir` as `version` through the ops listener at `origin` and times the request,
 * from sending the form until the answer is read (the files are read and the form made before).
 */
export async function timePublish(
  origin: string,
  dir: string,
  version: string,
): Promise<PublishTiming> {
  setBuildVersion(dir, version);
  const files = buildFiles(dir);
  const form = publishForm(files);
  const started = performance.now();
  const published = await sendOps(
    benchOps(origin),
    registryCalls.publish,
    { remote: 'calculator' },
    form,
  );
  const ms = performance.now() - started;
  if (published.version !== version)
    throw new Error(`publishing ${version} answered version ${published.version}`);
  const bytes = [...files.values()].reduce((sum, content) => sum + content.length, 0);
  return { version, ms, files: files.size, bytes };
}

/**
 * Publishes the build in `dir` as `version` with the ops CLI (`registry publish calculator
 * --dist`), timed end to end as a team would live it: Node starting, the CLI reading the folder,
 * the request and the answer.
 */
export async function timeCliPublish(origin: string, dir: string, version: string) {
  if (!existsSync(cliEntry))
    throw new Error(
      `${cliEntry} is missing: run \`npm run build\` (or pnpm --filter @gold/server build) first`,
    );
  setBuildVersion(dir, version);
  const args = [cliEntry, 'registry', 'publish', 'calculator', '--dist', dir, '--server', origin];
  const started = performance.now();
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, OPS_ACTOR: 'bench' },
    }));
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    throw new Error(
      `the CLI publish of ${version} failed: ${output.stderr || output.stdout || String(error)}`,
      { cause: error },
    );
  }
  const ms = performance.now() - started;
  // It says what it published: the same build under another number would be a false timing.
  if (!stdout.includes(`calculator@${version} `))
    throw new Error(`the CLI publish of ${version} said: ${stdout}`);
  return ms;
}
