import type { ServerConfig } from '@gold/config/server';
import { inlineJsonScript, SITE_CONFIG_ELEMENT_ID } from '@gold/config';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import type { RemoteName } from '@gold/routes';

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
    `<title>${config.public.brandName}</title>`,
    '<meta name="description" content="" />',
    inlineJsonScript(SITE_CONFIG_ELEMENT_ID, config.public),
    inlineJsonScript(REGISTRY_ELEMENT_ID, registry),
  ].join('\n');
}
