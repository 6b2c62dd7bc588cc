import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_LEVELS_KEY, type ShellLevels } from '@gold/contracts';
import type { ShellBuild } from '@gold/registry/model';
import { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';

/** The build folders of the remotes in this checkout (`<folder>/dist` with an mf-manifest.json). */
export function localBuildFolders(webRoot: string): Map<RemoteName, string> {
  const folders = new Map<RemoteName, string>();
  for (const remote of remoteNames) {
    const dir = join(webRoot, remoteCatalog[remote].folder, 'dist');
    if (existsSync(join(dir, 'mf-manifest.json'))) folders.set(remote, dir);
  }
  return folders;
}

/** What the shell was built with, read from its build folder: the gate holds remotes to it. */
export function readShellBuild(shellDist: string): ShellBuild {
  const manifest = JSON.parse(readFileSync(join(shellDist, 'mf-manifest.json'), 'utf8')) as {
    shared?: { name: string; version: string }[];
    metaData?: { pluginVersion?: string; [BUILD_LEVELS_KEY]?: ShellLevels };
  };
  return {
    shared: Object.fromEntries((manifest.shared ?? []).map((item) => [item.name, item.version])),
    federationRelease: manifest.metaData?.pluginVersion ?? null,
    levels: manifest.metaData?.[BUILD_LEVELS_KEY],
  };
}
