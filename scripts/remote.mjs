#!/usr/bin/env node
// `npm run remote:build -- <remote> [--version X.Y.Z]` and `npm run remote:dev -- <remote>
// [--against <site URL>] [--host ADDRESS] [--port N]`: what a remote's team runs to build (or serve with hot reload) its remote
// alone, or inside a running site through a local proxy (REMOTE_DEV_AGAINST, read by
// packages/federation's createRemoteConfig). The version defaults to
// the remote's package.json; --version sets it for this build only (Module Federation reads
// MF_BUILD_VERSION), so a release needs no edit of package.json. Runs in the current folder's
// checkout (npm run starts in the folder of package.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSupportedNode } from './supportedNode.mjs';
import { recordBuildSource } from './buildSource.mjs';

await ensureSupportedNode();
const usage =
  'usage: npm run remote:build -- <remote> [--version X.Y.Z] | npm run remote:dev -- <remote> [--against <site URL>] [--host ADDRESS] [--port N]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    against: { type: 'string' },
    // The dev server listens on loopback (DEV_HOST, `localhost`) unless --host names another.
    host: { type: 'string' },
    port: { type: 'string' },
  },
});
const [command, remote] = positionals;
const folder = remote && join(process.cwd(), `mf-${remote}`);
if (
  !['build', 'dev'].includes(command) ||
  !folder ||
  !existsSync(join(folder, 'rspack.config.ts'))
) {
  console.error(usage);
  process.exit(2);
}
if (values.version !== undefined && !/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/.test(values.version)) {
  console.error(`--version must look like 1.2.3, not "${values.version}"`);
  process.exit(2);
}
if (
  values.against !== undefined &&
  (command !== 'dev' || !/^https?:\/\/[^/]+\/?$/.test(values.against))
) {
  console.error(
    `--against takes the site's address with remote:dev (http://localhost:8080), not "${values.against}"`,
  );
  process.exit(2);
}
for (const [option, value, valid, example] of [
  [
    '--host',
    values.host,
    (v) => /^[\w.:[\]-]+$/.test(v),
    'an address (localhost, 127.0.0.1 or 0.0.0.0)',
  ],
  [
    '--port',
    values.port,
    (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535,
    'a port from 1 to 65535',
  ],
]) {
  if (value === undefined) continue;
  if (command !== 'dev' || !valid(value)) {
    console.error(`${option} takes ${example} with remote:dev, not "${value}"`);
    process.exit(2);
  }
}
const rspack = join(process.cwd(), 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
if (!existsSync(rspack)) {
  console.error('the workspace is not installed: run npm run setup first');
  process.exit(1);
}
const run = spawnSync(process.execPath, [rspack, command === 'dev' ? 'serve' : 'build'], {
  cwd: folder,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(values.version && { MF_BUILD_VERSION: values.version }),
    ...(values.against && { REMOTE_DEV_AGAINST: values.against }),
    ...(values.host && { DEV_HOST: values.host }),
    ...(values.port && { [`DEV_PORT_${remote.toUpperCase()}`]: values.port }),
  },
});
if (command === 'build' && run.status === 0) {
  const source = recordBuildSource(folder);
  const from = source
    ? ` from commit ${source.commit.slice(0, 12)}${source.dirty ? ' with uncommitted changes' : ''}${source.author ? `, built by ${source.author}` : ''}`
    : ' (not in a git checkout: no commit recorded)';
  console.log(
    `built ${remote}${values.version ? ` ${values.version}` : ''}${from} into ${join(folder, 'dist')}`,
  );
}
process.exit(run.status ?? 1);
