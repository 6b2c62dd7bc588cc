/**
 * The one list of shared singletons. Everything that holds React state, a context, an atom or
 * the theme must exist once per page, so shell and remotes take it from the share scope.
 */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  '@gold/config',
  '@gold/http',
  '@gold/ui',
] as const;

export type SharedSingleton = (typeof sharedSingletons)[number];
