// Makes a script run on a supported Node: the machine's when it is one, else the pinned LTS,
// fetched once from the npm registry into .cache/tools (the only registry these machines reach;
// nodejs.org is not), and the script started again on it. Its bin folder goes first on PATH, so
// pnpm, rspack, vitest, Playwright and the servers they start all run on it too.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseNode, NODE_PACKAGES, PINNED_NODE, SUPPORTED_RANGE } from './nodeVersions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.cache', 'tools');
const platform = `${process.platform}-${process.arch}`;
/** Where the pinned Node lives once installed: a folder that exists only when complete. */
const installed = join(tools, `node-v${PINNED_NODE}-${platform}`);
const installedNode = join(installed, 'bin', 'node');
/** Set for the script started again, which then prints nothing more about Node. */
const RESTARTED = 'GOLD_NODE_RESTARTED';
/** Downloads older than this were left by a killed run, not one in progress. */
const STALE_DOWNLOAD_MS = 60 * 60 * 1000;

/**
 * Returns when this process runs on a supported Node. Otherwise brings the pinned one into the
 * cache, runs this same script on it and exits with its exit code: the returned promise then never
 * settles, so nothing after the caller's `await` runs on the old Node. The one line saying which
 * Node runs goes to `log` (stderr for a script whose output is data).
 */
export async function ensureSupportedNode({ log = console.log } = {}) {
  const choice = chooseNode(process.version);
  if (choice.use === 'machine') {
    if (process.env[RESTARTED]) delete process.env[RESTARTED];
    else log(`=== Node ${process.version} (${whose(process.execPath)}) runs this`);
    return;
  }
  let node;
  try {
    node = installPinnedNode();
  } catch (error) {
    console.error(`[setup] could not install Node ${PINNED_NODE}: ${error.message}`);
    process.exit(1);
  }
  log(
    `=== Node ${choice.version} (${relative(root, node)}) runs this: this machine's ${process.version} ${choice.why} (supported: ${SUPPORTED_RANGE})`,
  );
  await runAgainOn(node);
}

function whose(node) {
  return node.startsWith(tools) ? relative(root, node) : "this machine's";
}

function installPinnedNode() {
  if (existsSync(installedNode)) return installedNode;
  const pkg = NODE_PACKAGES[platform];
  if (!pkg) {
    throw new Error(
      `the npm registry has none for ${platform}: install Node ${SUPPORTED_RANGE} and run this again`,
    );
  }
  mkdirSync(tools, { recursive: true });
  removeStaleDownloads();
  // Everything happens in a folder of its own, renamed into place only when the binary runs: a
  // download that is interrupted or corrupt never leaves a Node that looks installed.
  const work = mkdtempSync(join(tools, `.download-node-v${PINNED_NODE}-`));
  try {
    console.log(`[setup] downloading Node ${PINNED_NODE} (${pkg.name}) into .cache/tools`);
    const tarball = join(work, packTarball(`${pkg.name}@${PINNED_NODE}`, work, pkg.integrity));
    run('tar', ['-xzf', tarball, '-C', work]);
    const unpacked = join(work, 'package');
    const version = run(join(unpacked, 'bin', 'node'), ['--version']).trim();
    if (version !== `v${PINNED_NODE}`) {
      throw new Error(`the downloaded Node says ${version}, not v${PINNED_NODE}`);
    }
    try {
      renameSync(unpacked, installed);
    } catch (error) {
      // Another run installed it meanwhile: theirs is as good as ours.
      if (!existsSync(installedNode)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return installedNode;
}

/** Downloads `spec`'s tarball into `folder` with npm, checks its integrity, returns its name. */
function packTarball(spec, folder, integrity) {
  const [packed] = JSON.parse(
    run('npm', ['pack', spec, '--json', '--pack-destination', folder, '--loglevel', 'error']),
  );
  if (packed.integrity !== integrity) {
    throw new Error(`${spec} has integrity ${packed.integrity}, not the pinned ${integrity}`);
  }
  return packed.filename;
}

function removeStaleDownloads() {
  for (const name of readdirSync(tools)) {
    const path = join(tools, name);
    if (
      name.startsWith('.download-node-') &&
      Date.now() - statSync(path).mtimeMs > STALE_DOWNLOAD_MS
    )
      rmSync(path, { recursive: true, force: true });
  }
}

function run(command, args) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why})`);
  }
  return result.stdout;
}

/**
 * Runs this script again on `node`, with its bin folder first on PATH, and exits as it exits.
 * SIGINT is left to the terminal, which sends it to the child as well (a second one would make the
 * server skip its graceful stop); SIGTERM and SIGHUP, which a supervisor sends to this process
 * alone, are passed on.
 */
function runAgainOn(node) {
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`,
      [RESTARTED]: '1',
    },
  });
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.once('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
  return new Promise(() => {});
}
