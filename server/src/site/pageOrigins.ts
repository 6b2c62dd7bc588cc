import type { ResolvedRegistry } from '@gold/registry';

/** The origins of the remote entries a page was given that are hosted elsewhere (absolute URLs). */
export function remoteOriginsOf(registry: ResolvedRegistry): string[] {
  const entries = Object.values(registry.remotes).flatMap((remote) =>
    remote ? [remote.entry, remote.fallback?.entry] : [],
  );
  const origins = entries.flatMap((entry) =>
    entry && /^https?:\/\//.test(entry) ? [new URL(entry).origin] : [],
  );
  return [...new Set(origins)];
}
