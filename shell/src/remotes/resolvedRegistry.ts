import { readInlineJson } from '@gold/config';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry, type ResolvedRemote } from '@gold/registry';
import type { RemoteName } from '@gold/routes';

let registry: ResolvedRegistry | undefined;

/** The visitor's resolved registry, inlined by the server (or by the dev server) into the HTML. */
export function getRegistry(): ResolvedRegistry {
  registry ??= readInlineJson<ResolvedRegistry>(REGISTRY_ELEMENT_ID) ?? { remotes: {} };
  return registry;
}

/** What the registry says this visitor gets for one remote. */
export function resolvedRemote(name: RemoteName): ResolvedRemote | undefined {
  return getRegistry().remotes[name];
}
