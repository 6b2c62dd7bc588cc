import type { GoldRate } from '@gold/contracts';
import { Box, chakra, formatInr } from '@gold/ui';

/** Props of {@link RateList}. */
export interface RateListProps {
  /** Today's rate, or null while it loads (the box keeps its size: no layout shift). */
  rate: GoldRate | null;
}

const carats = [
  ['18K', 'karat18'],
  ['22K', 'karat22'],
  ['24K', 'karat24'],
] as const;

/** Today's 18K, 22K and 24K rates in rupees per gram. */
export function RateList({ rate }: RateListProps) {
  return (
    <Box as="section" aria-label="Today's gold rates" aria-busy={rate === null} minH="24">
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        {carats.map(([label, key]) => (
          <Box key={key} display="contents">
            <chakra.dt fontWeight="bold">{label}</chakra.dt>
            <chakra.dd>{rate ? `${formatInr(rate[key])} / gram` : '—'}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}
