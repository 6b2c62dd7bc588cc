import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { consoleSystem } from './consoleSystem';

/** Props of {@link ConsoleProvider}. */
export interface ConsoleProviderProps {
  children: ReactNode;
  /** The Content-Security-Policy nonce for Emotion's style elements (see `cspNonce`). */
  nonce?: string;
}

/** The console's Chakra system, with Emotion's styles carrying the page's CSP nonce. */
export function ConsoleProvider({ children, nonce }: ConsoleProviderProps) {
  const cache = useMemo(() => createCache({ key: 'ops', nonce }), [nonce]);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={consoleSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
