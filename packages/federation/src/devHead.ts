import type { ServerConfig } from '@gold/config/server';
import { inlineJsonScript, SITE_CONFIG_ELEMENT_ID } from '@gold/config';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import type { RemoteName } from '@gold/routes';

/**
 * Before any bundle runs, a stand-in of React DevTools' global hook that remembers the renderers
 * (as DevTools does). Each app's bundle brings its own React Refresh runtime; a remote's runs after
 * the shell's React has registered, and finds it only in this list (the runtime's own stand-in
 * keeps none), so that a saved change to a remote refreshes inside the dev shell too.
 */
export const DEV_REFRESH_HOOK = `<script>
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject(renderer) {
    const id = this.renderers.size + 1;
    this.renderers.set(id, renderer);
    return id;
  },
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
};
</script>`;

/** The head a dev server gives the shell or a remote started alone: config and dev registry. */
export function devShellHead(config: ServerConfig, remotes: readonly RemoteName[]): string {
  const registry: ResolvedRegistry = {
    remotes: Object.fromEntries(
      remotes.map((name) => [
        name,
        {
          version: 'dev',
          channel: 'stable',
          entry: `http://localhost:${config.devPorts[name]}/remoteEntry.js`,
        },
      ]),
    ),
  };
  return [
    DEV_REFRESH_HOOK,
    `<title>${config.public.brandName}</title>`,
    '<meta name="description" content="" />',
    inlineJsonScript(SITE_CONFIG_ELEMENT_ID, config.public),
    inlineJsonScript(REGISTRY_ELEMENT_ID, registry),
  ].join('\n');
}
