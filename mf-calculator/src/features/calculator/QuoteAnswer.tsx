import { useId } from 'react';
import type { QuoteView } from '@gold/page-data';
import { Box, Button, Heading, chakra } from '@gold/ui';
import { calculatorWords } from './calculatorWords';
import { QuoteDetails } from './QuoteDetails';

/** The browser's own dialog element, styled as the site's. */
const PlainDialog = chakra('dialog');

/** Props of {@link QuoteAnswer}. */
export interface QuoteAnswerProps {
  /** The server's price for the form it was posted; absent on any other page load. */
  quote?: QuoteView;
}

/**
 * The price the server drew for a calculator form posted before its code came: an open dialog
 * in the HTML, which its Ok button closes with no script (`method="dialog"`). Nothing otherwise.
 */
export function QuoteAnswer({ quote }: QuoteAnswerProps) {
  const titleId = useId();
  if (!quote) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      display="grid"
      placeItems="center"
    >
      <PlainDialog
        open
        aria-labelledby={titleId}
        position="static"
        w="400px"
        maxW="calc(100vw - 2rem)"
        p="6"
        bg="bg.panel"
        color="fg"
        rounded="l3"
        boxShadow="lg"
      >
        <Heading as="h2" id={titleId} size="lg" mb="4">
          {calculatorWords.now().quoteTitle}
        </Heading>
        <QuoteDetails quote={quote} />
        <form method="dialog">
          <Button type="submit" colorPalette="yellow" mt="6">
            {calculatorWords.now().ok}
          </Button>
        </form>
      </PlainDialog>
    </Box>
  );
}
