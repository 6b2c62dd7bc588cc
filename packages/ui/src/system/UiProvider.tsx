import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { siteSystem } from './system';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** The app (the shell, or a remote started alone). */
  children: ReactNode;
}

/** Provides the site's Chakra system. Mounted once, by the shell (or a remote started alone). */
export function UiProvider({ children }: UiProviderProps) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>;
}
