import { satisfies, valid, validRange } from 'semver';
import type { ManifestFacts } from './types';

/** What the shell was built with, from its mf-manifest.json. */
export interface ShellBuild {
  /** Versions of the shared singletons it provides. */
  shared: Record<string, string>;
  /** The Module Federation release whose runtime it lends the remotes (null when unknown). */
  federationRelease: string | null;
}

/** What the shell offers a remote: its build, and the modules its routes load from that remote. */
export interface HostFacts extends ShellBuild {
  requiredExposes: readonly string[];
}

/**
 * Every reason the shell could not run this build, empty when compatible: a singleton the shell
 * does not provide, or provides at a version outside the range the build asks for, an exposed
 * module the shell's routes need that the build lacks, or another Module Federation release.
 */
export function compatibilityConflicts(host: HostFacts, build: ManifestFacts): string[] {
  const conflicts: string[] = [];
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
