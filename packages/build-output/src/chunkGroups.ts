/**
 * The file a production build of the shell or a remote writes beside its entry, for the server's
 * preload links: which scripts each part of the build loads and which shared modules it takes.
 */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** What {@link CHUNK_GROUPS_FILE} holds. File names are relative to the build folder. */
export interface ChunkGroups {
  /** Script files by chunk group name: the `main` entry, `bootstrap`, each exposed module. */
  named: Record<string, string[]>;
  /**
   * Script files that load the build's own copy of a shared module, by share key. The
   * federation manifest also lists the files of the copy a consumer falls back to when nothing is
   * provided, a duplicate the shell never loads, so the manifest cannot say this.
   */
  provided: Record<string, string[]>;
  /**
   * The share keys each named chunk group takes from the share scope. The manifest says this
   * only per build, so a page would preload what only its remote's other pages use.
   */
  consumed: Record<string, string[]>;
}
