import type { ReactNode } from 'react';
import { Box, PageHero, Stack, Text } from '@gold/ui';
import { FactText } from './FactText';
import { printCss } from './printCss';

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  /** The page's h1, in the hero banner. */
  title: string;
  /** The opening paragraph, under the banner. */
  intro?: string;
  /** Widest line of the body: narrow for reading, wider for grids. */
  maxW?: string;
  children: ReactNode;
}

/** The frame of a content page: hero banner, intro and body, and a print layout. */
export function ContentPage({ title, intro, maxW = '4xl', children }: ContentPageProps) {
  return (
    // As tall as the shell's loading screen this page replaces: a shorter page (Security Policies
    // with its panels closed) would pull the footer up into view, a layout shift. Paper needs no such room.
    <Box data-print-root="" minH="100vh" _print={{ minH: 'auto' }}>
      <style>{printCss}</style>
      <PageHero title={title} />
      <Stack px={{ base: 4, md: 8 }} py={{ base: 8, md: 10 }} gap="8" maxW={maxW} mx="auto">
        {intro && (
          <Text fontSize="lg" lineHeight="tall">
            <FactText text={intro} />
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
