import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const integrityByUrl = new Map<string, string>();

/** Remembers the registry's integrity hash for an entry URL before the runtime loads it. */
export function expectIntegrity(url: string, integrity: string | undefined) {
  if (integrity) integrityByUrl.set(url, integrity);
  else integrityByUrl.delete(url);
}

/**
 * Gives every remote entry script the Subresource Integrity the registry recorded when the
 * version was published, so the browser refuses to run an entry whose bytes differ.
 */
export const integrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'registry-integrity',
  createScript({ url }) {
    const integrity = integrityByUrl.get(url);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
};
