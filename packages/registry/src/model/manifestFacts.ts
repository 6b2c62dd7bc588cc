import { BUILD_LEVELS_KEY, FIRST_LEVEL, type BuildLevels } from '@gold/contracts';
import type { ManifestFacts, SharedRequirement } from './types';

interface RawManifest {
  name?: unknown;
  metaData?: {
    buildInfo?: { buildVersion?: unknown };
    pluginVersion?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
    [BUILD_LEVELS_KEY]?: unknown;
  };
  exposes?: { path?: unknown }[];
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown; singleton?: unknown }[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= FIRST_LEVEL;

/** The levels a build recorded, the first ones where it recorded none; throws where they are not levels. */
function levelsOf(recorded: unknown): BuildLevels {
  if (recorded === undefined) return { shell: FIRST_LEVEL, api: FIRST_LEVEL };
  const { shell, api } = (recorded ?? {}) as { shell?: unknown; api?: unknown };
  if (!isLevel(shell) || !isLevel(api))
    throw new Error(
      `mf-manifest.json's metaData.${BUILD_LEVELS_KEY} is not {shell, api} of whole numbers from 1`,
    );
  return { shell, api };
}

/** The facts of an mf-manifest.json; throws naming what is missing. */
export function readManifestFacts(json: unknown): ManifestFacts {
  const raw = (json ?? {}) as RawManifest;
  const remote = text(raw.name);
  const version = text(raw.metaData?.buildInfo?.buildVersion);
  const entryName = text(raw.metaData?.remoteEntry?.name);
  if (!remote || !version || !entryName) {
    throw new Error(
      'mf-manifest.json lacks name, metaData.buildInfo.buildVersion or metaData.remoteEntry.name',
    );
  }
  const entryPath = text(raw.metaData?.remoteEntry?.path);
  const exposes = (raw.exposes ?? [])
    .map((expose) => text(expose.path))
    .filter((p): p is string => !!p);
  const shared: SharedRequirement[] = (raw.shared ?? []).flatMap((item) => {
    const name = text(item.name);
    const itemVersion = text(item.version);
    if (!name || !itemVersion) return [];
    return [
      {
        name,
        version: itemVersion,
        requiredVersion: text(item.requiredVersion) ?? `^${itemVersion}`,
        singleton: item.singleton === true,
      },
    ];
  });
  return {
    remote,
    version,
    exposes,
    shared,
    entryFile: entryPath ? `${entryPath.replace(/\/$/, '')}/${entryName}` : entryName,
    federationRelease: text(raw.metaData?.pluginVersion) ?? null,
    levels: levelsOf(raw.metaData?.[BUILD_LEVELS_KEY]),
  };
}
