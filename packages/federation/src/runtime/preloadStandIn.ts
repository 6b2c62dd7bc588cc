import { NO_SNAPSHOTS_MESSAGE } from './snapshotHandlerStandIn';

/**
 * What the shell's federation runtime core imports instead of Module Federation's preload
 * helpers (see ../snapshotFreeCorePlugin.ts). They serve `preloadRemote`, which preloads a
 * remote's files from its manifest snapshot; this site has none and preloads by the server's
 * chunk-group lists instead. About 1 KB gzip in every page.
 */
export function formatPreloadArgs(): never {
  throw new Error(NO_SNAPSHOTS_MESSAGE);
}

/** Also lent to runtime plugins (the core's `helpers.utils`); none of ours uses it. */
export function preloadAssets(): never {
  throw new Error(NO_SNAPSHOTS_MESSAGE);
}
