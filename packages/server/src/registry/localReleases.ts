import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';

/** A built remote on this machine: its version and the folder its files are served from. */
export interface LocalRelease {
  remote: RemoteName;
  version: string;
  dir: string;
}

interface ManifestFacts {
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** The remotes built in this checkout (`<folder>/dist/mf-manifest.json`), by name. */
export function findLocalReleases(webRoot: string): Map<RemoteName, LocalRelease> {
  const releases = new Map<RemoteName, LocalRelease>();
  for (const remote of remoteNames) {
    const dir = join(webRoot, remoteCatalog[remote].folder, 'dist');
    const manifestPath = join(dir, 'mf-manifest.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestFacts;
    const version = manifest.metaData?.buildInfo?.buildVersion;
    if (version) releases.set(remote, { remote, version, dir });
  }
  return releases;
}
