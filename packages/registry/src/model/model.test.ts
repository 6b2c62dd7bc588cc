import { describe, expect, it } from 'vitest';
import { compatibilityConflicts } from './compatibility';
import { readManifestFacts } from './manifestFacts';
import { parseOverrides } from './overrides';
import { inCanary, resolveForVisitor } from './resolveForVisitor';
import type { ManifestFacts, RemoteChannels, RemoteVersion } from './types';

const build: ManifestFacts = {
  remote: 'calculator',
  version: '1.1.0',
  exposes: ['./CalculatorPage'],
  entryFile: 'remoteEntry.js',
  federationRelease: '2.9.2',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'zod', version: '4.6.7', requiredVersion: '^4.0.0', singleton: false },
  ],
  levels: { shell: 3, api: 5 },
};
const host = {
  shared: { react: '19.3.1' },
  requiredExposes: ['./CalculatorPage'],
  federationRelease: '2.9.2',
  levels: { offers: 4, floor: 3 },
  api: { accepts: 5, floor: 4 },
};

describe('compatibilityConflicts', () => {
  it('accepts a build whose singletons the shell satisfies and that exposes what routes load', () => {
    expect(compatibilityConflicts(host, build)).toEqual([]);
  });

  it('names a singleton built for another major version', () => {
    const react18 = {
      ...build,
      shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true }],
    };
    expect(compatibilityConflicts(host, react18)).toEqual([
      'react: the build needs ^18.3.1, the shell provides 19.3.1',
    ]);
  });

  it('names a missing exposed module and a singleton the shell does not provide', () => {
    const odd = {
      ...build,
      exposes: ['./Other'],
      shared: [
        ...build.shared,
        { name: 'mobx', version: '6.0.0', requiredVersion: '^6.0.0', singleton: true },
      ],
    };
    expect(compatibilityConflicts(host, odd)).toEqual([
      'mobx: the build takes it from the shell, which does not provide it',
      "./CalculatorPage: the shell's routes load it, but the build does not expose it",
    ]);
  });
});

describe('compatibilityConflicts: the Module Federation release', () => {
  it('names a build made with another release than the shell, whose runtime the remote uses', () => {
    expect(compatibilityConflicts(host, { ...build, federationRelease: '2.10.0' })).toEqual([
      "Module Federation: the build was made with 2.10.0, the shell with 2.9.2, and remotes use the shell's runtime",
    ]);
  });

  it('leaves the release alone where one side does not say it (versions published before)', () => {
    expect(compatibilityConflicts(host, { ...build, federationRelease: null })).toEqual([]);
    const unknownHost = { ...host, federationRelease: null };
    expect(compatibilityConflicts(unknownHost, { ...build, federationRelease: '2.10.0' })).toEqual(
      [],
    );
  });
});

describe('compatibilityConflicts: the levels a build was made for', () => {
  it('accepts a build at the floors and at the levels offered', () => {
    expect(compatibilityConflicts(host, { ...build, levels: { shell: 4, api: 4 } })).toEqual([]);
  });

  it('refuses a build made for a shell level below the floor: the code kept for it is gone', () => {
    expect(compatibilityConflicts(host, { ...build, levels: { shell: 2, api: 5 } })).toEqual([
      "shell level: the build was made for level 2, and the shell runs builds from level 3: build it again from today's packages",
    ]);
  });

  it('refuses a build made for a newer shell than the one released', () => {
    expect(compatibilityConflicts(host, { ...build, levels: { shell: 5, api: 5 } })).toEqual([
      'shell level: the build was made for level 5, and the shell offers level 4: release the shell first',
    ]);
  });

  it('refuses a build whose requests the server would reject, older or newer', () => {
    expect(compatibilityConflicts(host, { ...build, levels: { shell: 3, api: 3 } })).toEqual([
      "API level: the build sends requests of level 3, and the server accepts them from level 4: build it again from today's packages",
    ]);
    expect(compatibilityConflicts(host, { ...build, levels: { shell: 3, api: 6 } })).toEqual([
      'API level: the build sends requests of level 6, and the server accepts them up to level 5: deploy the server first',
    ]);
  });
});

describe('readManifestFacts', () => {
  it('reads name, version, exposes, shared, entry and release of an mf-manifest.json', () => {
    const facts = readManifestFacts({
      name: 'calculator',
      metaData: {
        buildInfo: { buildVersion: '1.0.0' },
        pluginVersion: '2.9.2',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      exposes: [{ path: './CalculatorPage' }],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    });
    expect(facts).toEqual({
      remote: 'calculator',
      version: '1.0.0',
      exposes: ['./CalculatorPage'],
      entryFile: 'remoteEntry.js',
      federationRelease: '2.9.2',
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      levels: { shell: 1, api: 1 },
    });
  });

  const withLevels = (buildLevels: unknown) => ({
    name: 'calculator',
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js' },
      buildLevels,
    },
  });

  it('reads the levels a build recorded; a build that recorded none is at the first level', () => {
    expect(readManifestFacts(withLevels({ shell: 2, api: 3 })).levels).toEqual({
      shell: 2,
      api: 3,
    });
    expect(readManifestFacts(withLevels(undefined)).levels).toEqual({ shell: 1, api: 1 });
  });

  it('refuses levels that are not whole numbers from 1', () => {
    for (const levels of [{ shell: '2', api: 1 }, { shell: 1 }, { shell: 0, api: 1 }, null])
      expect(() => readManifestFacts(withLevels(levels))).toThrow(/buildLevels/);
  });

  it('refuses a file that is not a manifest', () => {
    expect(() => readManifestFacts({ hello: 'world' })).toThrow(/lacks name/);
  });
});

function version(v: string): RemoteVersion {
  return {
    ...build,
    remote: 'calculator',
    version: v,
    baseUrl: `/remotes/calculator/${v}/`,
    integrity: `sha384-${v}`,
    publishedAt: '',
    publishedBy: 'test',
  };
}
const versions = new Map(['1.0.0', '1.1.0', '1.2.0'].map((v) => [v, version(v)]));
const lookup = (_remote: string, v: string) => versions.get(v);
const channels: RemoteChannels[] = [
  { remote: 'calculator', stable: '1.0.0', canary: { version: '1.1.0', percent: 50 }, revision: 3 },
];

describe('resolveForVisitor', () => {
  it('sends buckets below the percentage to the canary, with stable as fallback', () => {
    expect(resolveForVisitor(channels, lookup, { bucket: 49 }).remotes.calculator).toEqual({
      version: '1.1.0',
      entry: '/remotes/calculator/1.1.0/remoteEntry.js',
      integrity: 'sha384-1.1.0',
      channel: 'canary',
      fallback: {
        version: '1.0.0',
        entry: '/remotes/calculator/1.0.0/remoteEntry.js',
        integrity: 'sha384-1.0.0',
      },
    });
  });

  it('sends the other buckets to stable', () => {
    const resolved = resolveForVisitor(channels, lookup, { bucket: 50 }).remotes.calculator;
    expect(resolved?.channel).toBe('stable');
    expect(resolved?.version).toBe('1.0.0');
    expect(resolved?.fallback).toBeUndefined();
  });

  it('gives an override precedence over canary and stable', () => {
    const resolved = resolveForVisitor(channels, lookup, {
      bucket: 10,
      overrides: { calculator: '1.2.0' },
    });
    expect(resolved.remotes.calculator?.channel).toBe('override');
    expect(resolved.remotes.calculator?.version).toBe('1.2.0');
  });

  it('gives a stable version hosted elsewhere its backup as fallback, for when that origin fails', () => {
    const swapped: RemoteChannels[] = [
      { remote: 'calculator', stable: '1.2.0', canary: null, revision: 4 },
    ];
    const resolved = resolveForVisitor(swapped, lookup, {
      bucket: 10,
      stableBackups: { calculator: '1.0.0' },
    }).remotes.calculator;
    expect(resolved).toMatchObject({ version: '1.2.0', channel: 'stable' });
    expect(resolved?.fallback?.version).toBe('1.0.0');
  });

  it('splits 0-99 exactly at the percentage', () => {
    const share = (percent: number) =>
      Array.from({ length: 100 }, (_, b) => b).filter((b) => inCanary(b, percent)).length;
    expect([share(0), share(1), share(50), share(100)]).toEqual([0, 1, 50, 100]);
  });
});

describe('parseOverrides', () => {
  it('reads remote@version pairs and reports what it cannot read', () => {
    expect(parseOverrides('calculator@1.4.0, home@1.0.0-beta.1,nope@1.0.0,bad')).toEqual({
      overrides: { calculator: '1.4.0', home: '1.0.0-beta.1' },
      problems: ['"nope" is not a remote', '"bad" is not remote@version'],
    });
  });

  it('refuses anything that looks like a URL', () => {
    expect(parseOverrides('calculator@https://evil.example/x.js').overrides).toEqual({});
  });
});
