import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BUILD_LEVELS_KEY, remoteBuildLevels, shellBuildLevels } from '@gold/contracts';

type ManifestOptions = Exclude<
  NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest']>,
  boolean
>;

/**
 * The federation manifest's option that records in `metaData` what a build was made for: a
 * remote, the shell and API levels of this checkout; the shell, the levels it offers. The
 * registry's gate reads them at publish (docs/contracts.md).
 */
export function manifestWithLevels(isRemote: boolean): ManifestOptions {
  return {
    fileName: 'mf-manifest.json',
    additionalData: ({ stats }) => {
      Object.assign(stats.metaData, {
        [BUILD_LEVELS_KEY]: isRemote ? remoteBuildLevels : shellBuildLevels,
      });
      return stats;
    },
  };
}
