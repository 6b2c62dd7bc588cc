import type { ResolvedRegistry } from '@gold/registry';

/** The answer header that says which remote versions a page was served, for whoever looks. */
export const SERVED_VERSIONS_HEADER = 'X-Served-Versions';

/**
 * Each remote's version this page view runs and the channel it came from, A to Z:
 * `calculator@1.1.0 canary, home@1.0.0 stable`. A preview reads `override`. Support, a release
 * manager or a test reads it from the page's answer (devtools, `curl -I`) with the visitor's
 * `mf_bucket` cookie beside it.
 */
export function servedVersionsHeader(registry: ResolvedRegistry): string {
  return Object.entries(registry.remotes)
    .flatMap(([remote, target]) =>
      target ? [`${remote}@${target.version} ${target.channel}`] : [],
    )
    .sort()
    .join(', ');
}
