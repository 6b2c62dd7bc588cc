import { satisfies, valid, validRange } from 'semver';
import { FIRST_LEVEL, type ShellLevels } from '@gold/contracts';
import type { ManifestFacts } from './types';

/** What the shell was built with, from its mf-manifest.json. */
export interface ShellBuild {
  /** Versions of the shared singletons it provides. */
  shared: Record<string, string>;
  /** The Module Federation release whose runtime it lends the remotes (null when unknown). */
  federationRelease: string | null;
  /**
   * The shell levels it offers (`metaData.buildLevels` of its manifest). Absent, or not recorded
   * by the build: the first level, as its floor too.
   */
  levels?: ShellLevels;
}

/** The API levels a server accepts: from its floor to its own. */
export interface ApiLevels {
  accepts: number;
  floor: number;
}

/**
 * What the shell and server offer a remote: the shell's build, the modules its routes load from
 * that remote, and the API levels the server accepts.
 */
export interface HostFacts extends ShellBuild {
  requiredExposes: readonly string[];
  api: ApiLevels;
}

/** Why a build's levels are outside what the shell and the server stand behind (docs/contracts.md). */
function levelConflicts(host: HostFacts, build: ManifestFacts): string[] {
  const { shell, api } = build.levels ?? { shell: FIRST_LEVEL, api: FIRST_LEVEL };
  const offered = host.levels ?? { offers: FIRST_LEVEL, floor: FIRST_LEVEL };
  const conflicts: string[] = [];
  if (shell < offered.floor)
    conflicts.push(
      `shell level: the build was made for level ${shell}, and the shell runs builds from level ${offered.floor}: build it again from today's packages`,
    );
  if (shell > offered.offers)
    conflicts.push(
      `shell level: the build was made for level ${shell}, and the shell offers level ${offered.offers}: release the shell first`,
    );
  if (api < host.api.floor)
    conflicts.push(
      `API level: the build sends requests of level ${api}, and the server accepts them from level ${host.api.floor}: build it again from today's packages`,
    );
  if (api > host.api.accepts)
    conflicts.push(
      `API level: the build sends requests of level ${api}, and the server accepts them up to level ${host.api.accepts}: deploy the server first`,
    );
  return conflicts;
}

/**
 * Every reason the shell could not run this build, empty when compatible: levels outside what
 * the shell and the server stand behind, a singleton the shell does not provide, or provides at a
 * version outside the range the build asks for, an exposed module the shell's routes need that
 * the build lacks, or another Module Federation release.
 */
export function compatibilityConflicts(host: HostFacts, build: ManifestFacts): string[] {
  const conflicts: string[] = levelConflicts(host, build);
  // A remote runs on the federation runtime the shell lends it, called as its own release does.
  // Unknown on either side (a version published before releases were recorded) is not checked.
  const { federationRelease: shellRelease } = host;
  const { federationRelease: buildRelease } = build;
  if (shellRelease && buildRelease && buildRelease !== shellRelease) {
    conflicts.push(
      `Module Federation: the build was made with ${buildRelease}, the shell with ${shellRelease}, and remotes use the shell's runtime`,
    );
  }
  for (const shared of build.shared) {
    if (!shared.singleton) continue;
    const offered = host.shared[shared.name];
    // Without the shell's copy the build would run its own: a second React context, store or
    // theme on the page, which breaks the page instead of sharing it.
    if (!offered) {
      conflicts.push(
        `${shared.name}: the build takes it from the shell, which does not provide it`,
      );
    } else if (!validRange(shared.requiredVersion) || !valid(offered)) {
      conflicts.push(
        `${shared.name}: cannot compare the shell's ${offered} with the build's range "${shared.requiredVersion}"`,
      );
    } else if (!satisfies(offered, shared.requiredVersion)) {
      conflicts.push(
        `${shared.name}: the build needs ${shared.requiredVersion}, the shell provides ${offered}`,
      );
    }
  }
  for (const expose of host.requiredExposes) {
    if (!build.exposes.includes(expose)) {
      conflicts.push(`${expose}: the shell's routes load it, but the build does not expose it`);
    }
  }
  return conflicts;
}
