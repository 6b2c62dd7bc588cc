import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { siteSystem, siteSystemWithoutGlobalStyles } from './system';
import { sentStylesCache } from './sentStylesCache';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** The app (the shell, or a remote started alone). */
  children: ReactNode;
  /**
   * The page's HTML holds its styles already (a prerendered page, in the browser): the global
   * styles are neither computed nor inserted again, and the rules it brought are adopted where
   * they are (see {@link sentStylesCache}).
   */
  stylesSent?: boolean;
}

/** Provides the site's Chakra system. Mounted once, by the shell (or a remote started alone). */
export function UiProvider({ children, stylesSent = false }: UiProviderProps) {
  if (!stylesSent) return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>;
  return (
    <CacheProvider value={sentStylesCache()}>
      <ChakraProvider value={siteSystemWithoutGlobalStyles()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
