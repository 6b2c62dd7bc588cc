import {
  BUILD_LEVELS_KEY,
  remoteBuildLevels,
  shellBuildLevels,
  type BuildLevels,
} from '@gold/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../platform/database';
import type { ReleaseFiles } from '../release/builds/buildFiles';
import { RegistryError } from '../release/registryErrors';
import { RegistryService } from '../release/registry/registryService';
import type { TestDatabase } from './testDatabase';

/** The change request of the registry tests' operator. */
export const ops = { actor: 'test' };

/**
 * A build of the calculator remote as rspack writes it (the parts the registry reads), made for
 * today's levels unless told (`null`: a build that recorded none).
 */
export function calculatorBuild(
  version: string,
  {
    react = '^19.3.1',
    exposes = ['./CalculatorPage'],
    federationRelease = '2.9.2',
    levels = remoteBuildLevels,
  }: {
    react?: string;
    exposes?: string[];
    federationRelease?: string;
    levels?: BuildLevels | null;
  } = {},
): ReleaseFiles {
  const manifest = {
    name: 'calculator',
    metaData: {
      buildInfo: { buildVersion: version },
      pluginVersion: federationRelease,
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ...(levels && { [BUILD_LEVELS_KEY]: levels }),
    },
    exposes: exposes.map((path) => ({ path })),
    shared: [
      { name: 'react', version: react.replace('^', ''), requiredVersion: react, singleton: true },
    ],
  };
  return new Map([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(`/* calculator ${version} */`)],
    ['assets/chunk.js', Buffer.from('chunk')],
  ]);
}

/** The registry's refusal `promise` ends with; fails the test if it resolves or throws another error. */
export async function refusal(promise: Promise<unknown>): Promise<RegistryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistryError);
  return error as RegistryError;
}

/** A test database with a registry on it: calculator 1.0.0, 1.1.0 and 1.2.0 published, 1.0.0 stable. */
export interface CalculatorRegistry {
  test: TestDatabase;
  db: Database;
  registry: RegistryService;
}

/** Opens {@link CalculatorRegistry} on the database `open` gives, for a shell on React 19.3.1 at today's levels. */
async function openCalculatorRegistry(
  open: () => Promise<TestDatabase>,
): Promise<CalculatorRegistry> {
  const test = await open();
  const registry = new RegistryService(test.db, () => ({
    shared: { react: '19.3.1' },
    federationRelease: '2.9.2',
    levels: shellBuildLevels,
  }));
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    await registry.publish('calculator', calculatorBuild(version), ops);
  await registry.channels.promote('calculator', '1.0.0', ops);
  return { test, db: test.db, registry };
}

/**
 * A {@link CalculatorRegistry} for the tests of the suite that calls this: opened before them,
 * disposed of after (its fields are set once the suite's tests start).
 */
export function withCalculatorRegistry(open: () => Promise<TestDatabase>): CalculatorRegistry {
  const opened = {} as CalculatorRegistry;
  beforeAll(async () => {
    Object.assign(opened, await openCalculatorRegistry(open));
  }, 60_000);
  afterAll(() => opened.test?.dispose());
  return opened;
}
