export { createAppConfig, type AppConfigOptions } from './createAppConfig';
export { createRemoteConfig, type RemoteConfigOptions } from './createRemoteConfig';
export { devShellHead } from './devHead';
export { sharedSingletons, type SharedSingleton } from './shared';
export { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';
export { installedVersion, ownVersion } from './packageVersion';
export { createPrerenderConfig, type PrerenderConfigOptions } from './createPrerenderConfig';
export { PrerenderPlugin, type PrerenderEntry } from './prerenderPlugin';
export { swcRule } from './rules';
