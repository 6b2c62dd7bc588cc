/**
 * Module Federation's bundler runtime, built once and shared by every build of the page.
 *
 * Each build's `__webpack_require__.federation` holds that build's state (its federation
 * instance, its options, its share scope `S`) next to the bundler runtime's functions
 * (`remotes`, `consumes`, `I`, `init`, ...). The functions keep no state of their own: every one
 * takes the build's `webpackRequire` as an argument. So the shell publishes its functions here
 * and each remote wraps them around state of its own, as the federation plugin's
 * `externalRuntime` does for the runtime core. A remote entry is about 3 KB gzip lighter.
 *
 * One function the remote brings itself: `initContainerEntry`, which starts a remote's container.
 * The shell exposes nothing, so the federation plugin leaves it out of the shell's build.
 */

/** The global the shell publishes its bundler runtime under. */
export const BUNDLER_RUNTIME_GLOBAL = '__GOLD_FEDERATION_BUNDLER_RUNTIME__';

/** What a build's `__webpack_require__.federation` holds of the bundler runtime. */
export interface BuildFederation {
  runtime: object;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: object;
}

/** The parts of a build's federation that hold no state of the build. */
type StatelessParts = Pick<BuildFederation, 'bundlerRuntime' | 'attachShareScopeMap'>;

/** What the shell publishes. */
export interface PublishedBundlerRuntime extends StatelessParts {
  /** The Module Federation release the shell was built with. */
  release: string;
}

type Scope = Record<string, unknown>;

/** The shell's side: publishes its build's bundler runtime for the remotes it loads. */
export function publishBundlerRuntime(scope: Scope, release: string, shell: StatelessParts): void {
  const published: PublishedBundlerRuntime = {
    release,
    bundlerRuntime: shell.bundlerRuntime,
    attachShareScopeMap: shell.attachShareScopeMap,
  };
  scope[BUNDLER_RUNTIME_GLOBAL] = published;
}

/**
 * A remote's side: its `__webpack_require__.federation`, made of the shell's functions and state
 * of its own. Throws, so that the remote entry fails to start and the shell shows its error
 * panel, when no shell published a runtime or when the shell's is another release: the functions
 * are read by name, and another release may name or call them otherwise.
 */
export function federationFromShell(
  scope: Scope,
  release: string,
  own: { runtime: object; initContainerEntry: unknown },
): BuildFederation {
  const published = scope[BUNDLER_RUNTIME_GLOBAL] as PublishedBundlerRuntime | undefined;
  if (!published) {
    throw new Error(
      'This remote uses the federation runtime of the shell, and no shell has provided one: load it through the shell.',
    );
  }
  if (published.release !== release) {
    throw new Error(
      `This remote was built with Module Federation ${release} and the shell with ${published.release}: build both with the same release.`,
    );
  }
  return {
    runtime: own.runtime,
    instance: undefined,
    initOptions: undefined,
    // `S` is the build's share scope object: its own, never the shell's.
    bundlerRuntime: {
      ...published.bundlerRuntime,
      initContainerEntry: own.initContainerEntry,
      S: {},
    },
    attachShareScopeMap: published.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
