import type { ReleaseFiles } from '../release/builds/buildFiles';

/** A build of the branches remote at `version`: the least the registry publishes (tests only). */
export function branchesBuild(version: string): ReleaseFiles {
  const manifest = {
    name: 'branches',
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ path: './BranchesPage' }],
    shared: [],
  };
  return new Map([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(`/* branches ${version} */`)],
  ]);
}
