import type { ReactNode } from 'react';
import { chakra, Heading } from '@gold/ui';
import { Accordion } from '@gold/ui/disclosure';

/** One collapsible entry. */
export interface AccordionEntry {
  /** The trigger's text; it is also the entry's h2. */
  heading: string;
  body: ReactNode;
}

/** Props of {@link ContentAccordion}. */
export interface ContentAccordionProps {
  entries: readonly AccordionEntry[];
  /** Opens the first entry at first; the others start closed. */
  firstOpen?: boolean;
}

// Item values end up in element ids and aria references, so they must hold no spaces.
const valueOf = (index: number) => `item-${index}`;

/**
 * Entries that open and close on click, Enter or Space, each trigger inside an h2 so the page
 * outline stays whole. Several may be open at once.
 */
export function ContentAccordion({ entries, firstOpen = false }: ContentAccordionProps) {
  return (
    <Accordion.Root
      multiple
      defaultValue={firstOpen ? [valueOf(0)] : []}
      variant="enclosed"
      colorPalette="yellow"
    >
      {entries.map((entry, index) => (
        <Accordion.Item key={entry.heading} value={valueOf(index)}>
          <Heading as="h2" size="md" fontWeight="semibold">
            <Accordion.ItemTrigger
              minH="12"
              py="3"
              fontWeight="semibold"
              cursor="pointer"
              _focusVisible={{
                outline: '3px solid',
                outlineColor: 'brand.600',
                outlineOffset: '-3px',
              }}
            >
              <chakra.span flex="1">{entry.heading}</chakra.span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody pb="5">{entry.body}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
