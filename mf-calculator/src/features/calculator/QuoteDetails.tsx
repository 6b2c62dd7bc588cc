import type { QuoteView } from '@gold/page-data';
import { fill } from '@gold/i18n';
import { Box, Text } from '@gold/ui';
import { calculatorWords } from './calculatorWords';

/** Props of {@link QuoteDetails}. */
export interface QuoteDetailsProps {
  /** The price to show, as the visitor reads it. */
  quote: QuoteView;
}

/** What a price says: the gold priced, the rate per gram with its date, and the total amount. */
export function QuoteDetails({ quote }: QuoteDetailsProps) {
  const words = calculatorWords.now();
  return (
    <>
      <Text mb="4">
        {fill(words.goldPriced, { grams: quote.goldGrams, carat: quote.goldCarat })}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="2">
        <dt>{fill(words.perGramOn, { date: quote.rateDate })}</dt>
        <Box as="dd" fontWeight="semibold" textAlign="end">
          {quote.perGramPrice}
        </Box>
        <dt>{words.total}</dt>
        <Box as="dd" fontWeight="bold" fontSize="lg" textAlign="end">
          {quote.totalPrice}
        </Box>
      </Box>
    </>
  );
}
