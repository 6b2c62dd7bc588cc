import type { ReactNode } from 'react';
import { Box, chakra, Heading } from '@gold/ui';
import { FactText } from './FactText';

/** One collapsible entry. */
export interface AccordionEntry {
  /** The summary's text; it is also the entry's h2. */
  heading: string;
  body: ReactNode;
}

/** Props of {@link ContentAccordion}. */
export interface ContentAccordionProps {
  entries: readonly AccordionEntry[];
  /** Opens the first entry at first; the others start closed. */
  firstOpen?: boolean;
}

/**
 * Entries that open and close on click, Enter or Space, each a native `<details>` whose summary
 * holds the entry's h2, so the page outline stays whole. The browser does the opening: it works
 * on a page no script has run on. Several may be open at once.
 */
export function ContentAccordion({ entries, firstOpen = false }: ContentAccordionProps) {
  return (
    <Box borderWidth="1px" borderRadius="l2" divideY="1px" overflow="hidden">
      {entries.map((entry, index) => (
        <chakra.details
          key={entry.heading}
          open={firstOpen && index === 0}
          _open={{ bg: 'bg.subtle' }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="3"
            minH="12"
            px="4"
            py="3"
            cursor="pointer"
            listStyle="none"
            borderRadius="l2"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{
              outline: '3px solid',
              outlineColor: 'brand.600',
              outlineOffset: '-3px',
            }}
            // Safari draws its marker apart from the list-item one.
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Heading as="h2" size="md" fontWeight="semibold" flex="1">
              <FactText text={entry.heading} />
            </Heading>
            <chakra.svg
              aria-hidden="true"
              data-print-hidden=""
              viewBox="0 0 24 24"
              w="1.2em"
              h="1.2em"
              flexShrink="0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              color="fg.subtle"
              transition="rotate 0.2s"
              _motionReduce={{ transition: 'none' }}
              css={{ '[open] > summary > &': { rotate: '180deg' } }}
            >
              <path d="m6 9 6 6 6-6" />
            </chakra.svg>
          </chakra.summary>
          <Box px="4" pt="2" pb="5">
            {entry.body}
          </Box>
        </chakra.details>
      ))}
    </Box>
  );
}
