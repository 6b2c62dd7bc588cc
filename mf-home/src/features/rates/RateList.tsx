import type { RateView } from '@gold/page-data';
import { Box, chakra } from '@gold/ui';
import { perGram, rateCarats } from './rateFormat';
import { rateWords } from './rateWords';

/** Props of {@link RateList}. */
export interface RateListProps {
  /** Today's rate, or null while it loads or when there is none (dashes keep the size). */
  rate: RateView | null;
  /** From `md` up, each carat above its rate: for a narrow box beside a text. */
  stacked?: boolean;
}

/** Today's 18K, 22K and 24K rates in rupees per gram, all at once. */
export function RateList({ rate, stacked = false }: RateListProps) {
  const words = rateWords.now();
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={stacked ? { base: 'auto 1fr', md: '1fr' } : 'auto 1fr'}
      columnGap="3"
      rowGap="1"
      fontVariantNumeric="tabular-nums"
    >
      {rateCarats.map(({ label, key }) => (
        <Box key={key} display="contents">
          <chakra.dt fontWeight="bold">{label}</chakra.dt>
          <chakra.dd>{rate ? perGram(rate[key], words) : '—'}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
