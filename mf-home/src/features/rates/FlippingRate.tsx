import { memo } from 'react';
import { Flex, Text } from '@gold/ui';
import { perGram, rateCarats } from './rateFormat';
import { rateWords } from './rateWords';
import { RATE_CYCLE_MS, useCycle } from './useCycle';
import type { GoldRates } from './useGoldRates';

/** Props of {@link FlippingRate}. */
export interface FlippingRateProps {
  rates: GoldRates;
  /** Whether the face flips to the next carat on each beat. */
  running: boolean;
  /** From `md` up, the carat above its rate, which may wrap: for a narrow box beside a text. */
  stacked: boolean;
}

/**
 * The badge's visible face: one carat and its rate, flipping in as the next one comes round.
 * It holds the cycle itself, so each flip renders these few elements and not the whole badge.
 */
export const FlippingRate = memo(function FlippingRate({
  rates,
  running,
  stacked,
}: FlippingRateProps) {
  const words = rateWords.now();
  const face = useCycle(rateCarats.length, RATE_CYCLE_MS, running);
  const carat = rateCarats[face] ?? rateCarats[0];
  const rate = rates.status === 'ready' ? rates.rate : null;
  return (
    <Flex
      key={face}
      animation={rate ? 'rateFlip 600ms ease-out' : undefined}
      direction={stacked ? { base: 'row', md: 'column' } : 'row'}
      align={stacked ? { base: 'baseline', md: 'start' } : 'baseline'}
      columnGap="2"
      fontWeight="bold"
      whiteSpace={stacked ? { base: 'nowrap', md: 'normal' } : 'nowrap'}
      overflowWrap="anywhere"
      fontVariantNumeric="tabular-nums"
    >
      {rates.status === 'unavailable' ? (
        <Text fontSize="sm" fontWeight="normal">
          {words.unavailable}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="brand.300">
            {carat.label}
          </Text>
          <Text fontSize={stacked ? { base: 'lg', md: 'md' } : 'lg'}>
            {rate ? perGram(rate[carat.key], words) : '—'}
          </Text>
        </>
      )}
    </Flex>
  );
});
