import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { siteSystem, siteSystemWithoutGlobalStyles } from './system';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** The app (the shell, or a remote started alone). */
  children: ReactNode;
  /**
   * The page's HTML holds the system's global styles already (a prerendered page): they are
   * neither computed nor inserted again.
   */
  globalStylesSent?: boolean;
}

/** Provides the site's Chakra system. Mounted once, by the shell (or a remote started alone). */
export function UiProvider({ children, globalStylesSent = false }: UiProviderProps) {
  const system = globalStylesSent ? siteSystemWithoutGlobalStyles() : siteSystem();
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
