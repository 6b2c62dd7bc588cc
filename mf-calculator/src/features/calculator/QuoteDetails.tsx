import type { QuoteView } from '@gold/page-data';
import { Box, Text } from '@gold/ui';

/** Props of {@link QuoteDetails}. */
export interface QuoteDetailsProps {
  /** The price to show, as the visitor reads it. */
  quote: QuoteView;
}

/** What a price says: the gold priced, the rate per gram with its date, and the total amount. */
export function QuoteDetails({ quote }: QuoteDetailsProps) {
  return (
    <>
      <Text mb="4">
        {quote.goldGrams} g of {quote.goldCarat}K gold
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="2">
        <dt>Price per gram as on {quote.rateDate}</dt>
        <Box as="dd" fontWeight="semibold" textAlign="end">
          {quote.perGramPrice}
        </Box>
        <dt>Total amount</dt>
        <Box as="dd" fontWeight="bold" fontSize="lg" textAlign="end">
          {quote.totalPrice}
        </Box>
      </Box>
    </>
  );
}

/** The heading of a price, wherever it shows. */
export const QUOTE_TITLE = 'Your instant gold rate';
