import { memo } from 'react';
import { Flex, Text } from '@gold/ui';
import { formatRatePerGram, rateCarats } from './rateFormat';
import { RATE_CYCLE_MS, useCycle } from './useCycle';
import type { GoldRates } from './useGoldRates';

/** Props of {@link FlippingRate}. */
export interface FlippingRateProps {
  rates: GoldRates;
  /** Whether the face flips to the next carat on each beat. */
  running: boolean;
  /** The carat above its rate, which may wrap: for a narrow box. */
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
  const face = useCycle(rateCarats.length, RATE_CYCLE_MS, running);
  const carat = rateCarats[face] ?? rateCarats[0];
  const rate = rates.status === 'ready' ? rates.rate : null;
  return (
    <Flex
      key={face}
      animation={rate ? 'rateFlip 600ms ease-out' : undefined}
      direction={stacked ? 'column' : 'row'}
      align={stacked ? 'start' : 'baseline'}
      columnGap="2"
      fontWeight="bold"
      whiteSpace={stacked ? 'normal' : 'nowrap'}
      overflowWrap="anywhere"
      fontVariantNumeric="tabular-nums"
    >
      {rates.status === 'unavailable' ? (
        <Text fontSize="sm" fontWeight="normal">
          Not available right now
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="brand.300">
            {carat.label}
          </Text>
          <Text fontSize={stacked ? 'md' : 'lg'}>
            {rate ? formatRatePerGram(rate[carat.key]) : '—'}
          </Text>
        </>
      )}
    </Flex>
  );
});
