import type { Language } from '@gold/i18n';
import type { RemoteName } from '@gold/routes';

/** Id of the JSON script element in which the server inlines the visitor's resolved registry. */
export const REGISTRY_ELEMENT_ID = 'mf-registry';

/** One version of a remote as the browser needs it. */
export interface RemoteTarget {
  version: string;
  /** URL of the remote's entry script (absolute, or relative to the site's origin). */
  entry: string;
  /** Subresource Integrity of the entry script, when known. */
  integrity?: string;
  /**
   * The script files of each exposed page beside the entry (its chunks and the shell's chunks of
   * the singletons it takes), by module, for the pages the browser has not loaded yet. The shell
   * downloads them together with the entry, which would otherwise ask for them only once it runs.
   */
  pages?: Record<string, string[]>;
  /**
   * The exposed pages of this version that are static (their HTML is the page), by module, with
   * the modules of their islands. Moving to such a page, the shell shows its HTML and loads only
   * its islands' code, never the page's.
   */
  staticPages?: Record<string, string[]>;
}

/** What the visitor gets for one remote: a canary or stable version, and stable as fallback. */
export interface ResolvedRemote extends RemoteTarget {
  channel: 'stable' | 'canary' | 'override';
  /** The stable version to fall back to when a canary or override fails to load. */
  fallback?: RemoteTarget;
}

/** The map of remotes for one visitor, inlined into the shell's HTML. */
export interface ResolvedRegistry {
  remotes: Partial<Record<RemoteName, ResolvedRemote>>;
  /** The page view's signed token, which its start and failure reports carry (set by the server per page). */
  view?: string;
  /**
   * The route's `remote@version`, whose start the page reports as it loads: the shell reports
   * only the other versions it runs in the page view (a fallback, a page moved to).
   */
  started?: string;
  /**
   * The languages the page is offered in: those the shell and every version of this visitor's
   * page mix carry (set by the server per page; English alone where absent).
   */
  languages?: Language[];
}

/** Where a page reports that it ran in a browser: a page view is that, not the HTML sent. */
export const PAGE_START_BEACON = '/telemetry/page-start';

/** Where a page reports a remote version that failed in it. */
export const REMOTE_FAILURE_BEACON = '/telemetry/remote-failure';

/** Where an open page asks which versions were ended since it was served (see {@link CurrentVersions}). */
export const CURRENT_VERSIONS_PATH = '/registry/current';

/** GET /registry/current: the versions ended since, and what stable is now, per remote. */
export interface CurrentVersions {
  /** `remote@version` of every version the guard or an operator ended (not merely superseded). */
  revoked: string[];
  /** Each remote's stable version now (with its backup, when hosted elsewhere). */
  stable: ResolvedRegistry['remotes'];
}
