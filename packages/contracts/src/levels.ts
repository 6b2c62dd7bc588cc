// What a build was made for, recorded in its mf-manifest.json (`metaData.buildLevels`) and
// checked at publish, and on every canary, promotion and rollback (docs/contracts.md). Levels are
// whole numbers that only rise.

/**
 * The level of what the shell offers a remote: the shared singletons and their surface, the
 * exposed module and page fragment conventions. It rises when the shell offers something a
 * remote built for the level below does not use, or stops offering something. Level 2 is the
 * first that builds record; the builds before it are at level 1.
 */
export const SHELL_LEVEL = 2;

/**
 * The lowest level a remote build may have been made for and still run in this shell. What the
 * shell keeps for builds below a level says which level it is for, and goes once the floor
 * passes it.
 */
export const SHELL_LEVEL_FLOOR = 2;

/**
 * The level of the request shapes (the schemas of this package) the pages send and the server
 * accepts. It rises with a change a server of the level below would refuse: a new field, even an
 * optional one, since the server's schemas are strict.
 */
export const API_LEVEL = 1;

/**
 * The lowest level whose requests the server still accepts. It rises only once no live or
 * rollback-kept version of any remote sends requests of a lower level; the server's
 * `apiLevels.test.ts` replays the requests of every level from here up.
 */
export const API_LEVEL_FLOOR = 1;

/** The level of a build made before builds recorded their levels. */
export const FIRST_LEVEL = 1;

/** The key in an mf-manifest.json's `metaData` that holds the build's levels. */
export const BUILD_LEVELS_KEY = 'buildLevels';

/** What a remote build was made for. */
export interface BuildLevels {
  /** The shell level ({@link SHELL_LEVEL}) it was built against. */
  shell: number;
  /** The API level ({@link API_LEVEL}) of the requests it sends. */
  api: number;
}

/** What a shell build offers the remotes. */
export interface ShellLevels {
  /** The shell level it offers. */
  offers: number;
  /** The lowest shell level of a remote build it runs. */
  floor: number;
}

/** The levels a remote build records: this checkout's. */
export const remoteBuildLevels: BuildLevels = { shell: SHELL_LEVEL, api: API_LEVEL };

/** What a shell build records: this checkout's. */
export const shellBuildLevels: ShellLevels = { offers: SHELL_LEVEL, floor: SHELL_LEVEL_FLOOR };
