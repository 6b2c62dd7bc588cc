import type { BuildLevels } from '@gold/contracts';
import type { RemoteName } from '@gold/routes';

/** A shared package as a remote's mf-manifest.json declares it. */
export interface SharedRequirement {
  name: string;
  /** The version the remote bundled as its own fallback. */
  version: string;
  /** The range the remote accepts from the share scope. */
  requiredVersion: string;
  singleton: boolean;
}

/** What a build says about itself (read from its mf-manifest.json). */
export interface ManifestFacts {
  remote: string;
  version: string;
  /** Exposed module names, like `./CalculatorPage`. */
  exposes: string[];
  shared: SharedRequirement[];
  /** File name of the entry script, relative to the version's base URL. */
  entryFile: string;
  /**
   * The Module Federation release it was built with (`metaData.pluginVersion`); null when the
   * manifest does not say, and for versions published before the registry recorded it.
   */
  federationRelease: string | null;
  /**
   * The shell and API levels it was made for (`metaData.buildLevels`). Absent, or not recorded
   * by the build: the first level of each.
   */
  levels?: BuildLevels;
}

/** One immutable published version of a remote. */
export interface RemoteVersion extends ManifestFacts {
  remote: RemoteName;
  /** Base URL of the version's files: a path on this server or an absolute URL elsewhere. */
  baseUrl: string;
  /** Subresource Integrity (sha384) of the entry script. */
  integrity: string | null;
  publishedAt: string;
  publishedBy: string;
  /** Where the build came from, as `remote:build` recorded it; null or absent where it did not. */
  source?: BuildSource | null;
}

/** The commit a build was made from, who made it, and whether its folder had uncommitted changes. */
export interface BuildSource {
  commit: string;
  author: string | null;
  dirty: boolean;
}

/** Which versions a remote serves now. `revision` grows with every change (compare-and-swap). */
export interface RemoteChannels {
  remote: RemoteName;
  stable: string | null;
  canary: { version: string; percent: number } | null;
  revision: number;
}

/** One change to the registry, for the audit trail. */
export interface AuditEntry {
  at: string;
  actor: string;
  /** The ops token that made the change; null for the server's own changes and older entries. */
  token: string | null;
  remote: RemoteName;
  action:
    | 'publish'
    | 'canary'
    | 'promote'
    | 'rollback'
    | 'swap'
    | 'abort-canary'
    | 'pause-canary'
    | 'resume-canary'
    | 'edit-ramp'
    | 'guard-settings'
    | 'preview'
    | 'revoke-preview';
  version: string | null;
  previous: string | null;
  reason: string | null;
  /** The canary's share (%) the change left, for changes that leave a canary running. */
  percent?: number | null;
  /** The ramp's step (1 for the first) the change left the canary at, when it has a ramp. */
  rampStep?: number | null;
}
