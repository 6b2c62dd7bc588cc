import type { ComponentType } from 'react';
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteTarget } from '@gold/registry';
import { reportVersionStart } from '@gold/page-scripts/pageStarts';
import type { RemoteName } from '@gold/routes';
import { fetchPageFiles } from './fetchPageFiles';
import { expectIntegrity, integrityPlugin } from './integrityPlugin';
import { retryFailedSharesPlugin } from './retryFailedSharesPlugin';
import { reportRemoteFailure } from './reportRemoteFailure';
import { currentTarget, failOver, markRun } from './remoteTargets';
import { revocationsApplied } from './revocations';

/** An entry that has not answered by then counts as failed (the visitor sees the retry panel). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** An exposed page: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

let pluginRegistered = false;

// Failed loads per entry in this page view.
const failedLoads = new Map<string, number>();
// The entry each remote is registered with.
const registeredEntries = new Map<RemoteName, string>();
// The entries that have run: their runtime fetches a module's files itself.
const entriesRun = new Set<string>();

/**
 * The URL to load an entry from. Entries are served immutable, so after a failure the next load
 * asks for a fresh copy (a distinct query) instead of getting the bytes that just failed (a
 * corrupted or truncated answer) back from the browser's cache.
 */
function entryUrl(entry: string): string {
  const url = new URL(entry);
  const failures = failedLoads.get(entry) ?? 0;
  if (failures > 0) url.searchParams.set('attempt', String(failures));
  return url.href;
}

/** How many more times a load that failed on one of its chunks is tried at once. */
const CHUNK_RETRIES = 4;

/**
 * A chunk the HTML preloaded while it was unreachable answers its first request with that old
 * failure, and only the next request goes to the network: each such chunk costs one more try.
 */
async function loadWithChunkRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await load();
    } catch (error) {
      const chunkFailed = error instanceof Error && error.name === 'ChunkLoadError';
      if (!chunkFailed || retry >= CHUNK_RETRIES) throw error;
    }
  }
}

async function loadFrom(
  name: RemoteName,
  target: RemoteTarget,
  module: string,
): Promise<PageModule> {
  if (!pluginRegistered) {
    registerPlugins([integrityPlugin]);
    // Global: each remote's federation instance, made when its entry starts, takes it too.
    registerGlobalPlugins([retryFailedSharesPlugin]);
    pluginRegistered = true;
  }
  const published = new URL(target.entry, window.location.href).href;
  const entry = entryUrl(published);
  expectIntegrity(entry, target.integrity);
  // Only while the remote's entry is still to come (for each module asked for meanwhile: a page's
  // islands): once it runs, its runtime asks for a module's files at once itself.
  // Not on a retry either, which takes them straight from the runtime.
  if (!entriesRun.has(published) && !failedLoads.has(published))
    fetchPageFiles(target.pages?.[module] ?? []);
  // Registered again only for another entry (a retry, a fallback): re-registering replaces the
  // container, which would break a load of another page of the same remote under way.
  if (registeredEntries.get(name) !== entry) {
    registerRemotes([{ name, entry }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, entry);
  }
  const id = `${name}/${module.replace(/^\.\//, '')}`;
  const loaded = await withTimeout(
    loadWithChunkRetries(() => loadRemote<PageModule>(id)),
    REMOTE_LOAD_TIMEOUT_MS,
    `${name}@${target.version}`,
  ).catch((error: unknown) => {
    failedLoads.set(published, (failedLoads.get(published) ?? 0) + 1);
    throw error;
  });
  entriesRun.add(published);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${name}@${target.version} does not expose ${module} as a page`);
  }
  return loaded;
}

/**
 * Loads an exposed page of a remote at the version the registry resolved for this visitor.
 * A canary (or override) that fails falls back to stable within the same page view, for good.
 */
export async function loadRemoteModule(name: RemoteName, module: string): Promise<PageModule> {
  // A check under way may move this remote off a version ended since the page was served.
  await revocationsApplied();
  for (;;) {
    const target = currentTarget(name);
    if (!target) throw new Error(`the registry has no version of ${name}`);
    try {
      const loaded = await loadFrom(name, target, module);
      markRun(name);
      // A version other than the route's, run in this page view (stable after a canary failed,
      // a page moved to), is a page view of that version: the guard counts what ran.
      reportVersionStart(name, target.version);
      return loaded;
    } catch (error) {
      reportRemoteFailure(name, target.version, 'load', error);
      if (!failOver(name, target.version)) throw error;
    }
  }
}
