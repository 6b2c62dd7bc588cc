import { onDemandShared } from '@gold/build-output';

/**
 * The one list of shared singletons. Everything that holds React state, a context, an atom or
 * the theme must exist once per page, so shell and remotes take it from the share scope.
 * The router is not here: only the shell uses it (remotes navigate through @gold/ui's SiteLink),
 * so it is tree-shaken in the shell instead of shipped whole as a shared module.
 */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  '@gold/config',
  '@gold/http',
  '@gold/ui',
  // Parts of the UI layer that only some pages need: each is downloaded when a page imports it.
  ...onDemandShared,
] as const;

export type SharedSingleton = (typeof sharedSingletons)[number];
