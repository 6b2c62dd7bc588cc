import { useCallback, useState } from 'react';
import { Box, Flex, Text } from '@gold/ui';
import {
  PlayPauseButton,
  useHoverFocusPause,
  usePrefersReducedMotion,
} from '../../components/motion';
import { FlippingRate } from './FlippingRate';
import { RateList } from './RateList';
import type { GoldRates } from './useGoldRates';

/** Props of {@link RateFlipBadge}. */
export interface RateFlipBadgeProps {
  /** Today's rate as the page loaded it. */
  rates: GoldRates;
  /** `fixed-left`: the landing page's badge at the left edge; `floating`: About Us' box, sticky beside the text. */
  placement: 'fixed-left' | 'floating';
}

const placements = {
  'fixed-left': {
    position: 'fixed',
    left: '0',
    bottom: '4',
    zIndex: 'docked',
    borderLeftRadius: '0',
    minW: '13rem',
    boxShadow: 'md',
  },
  floating: {
    position: 'sticky',
    // Below the site's sticky header.
    top: '20',
    // Fixed, so that the text beside it keeps its width when the rate arrives. On a phone it is
    // narrow and at the screen's edge, to leave the text as wide as it can.
    w: { base: '7rem', md: '15rem' },
    px: { base: '1.5', md: '3' },
    borderRightRadius: { base: '0', md: 'lg' },
    boxShadow: 'lg',
  },
} as const;

// Constant, so that the memoised button does not render again with the badge.
const buttonHover = { bg: 'whiteAlpha.200' } as const;

// The flip's keyframes (rateFlip) are the site system's.
const flip = { perspective: '40rem' };

/**
 * Today's 18K, 22K and 24K rates, flipping from one to the next (a full round every 10 s). Screen
 * readers get all three at once; with reduced motion all three show and nothing flips. The box
 * keeps its size while the rate loads, so nothing shifts.
 */
export function RateFlipBadge({ rates, placement }: RateFlipBadgeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const hold = useHoverFocusPause();
  const [stopped, setStopped] = useState(false);
  const toggle = useCallback(() => setStopped((value) => !value), []);
  const rate = rates.status === 'ready' ? rates.rate : null;
  const flipping = rate !== null && !reducedMotion;
  const stacked = placement === 'floating';

  return (
    <Box
      as="section"
      aria-label="Today's gold rates"
      aria-busy={rates.status === 'loading'}
      bg="brand.900"
      color="brand.50"
      borderRadius="lg"
      px="3"
      py="2"
      {...placements[placement]}
      {...hold.handlers}
    >
      <Flex align="center" justify="space-between" gap="2" minH="6">
        <Text
          fontSize="xs"
          fontWeight="bold"
          letterSpacing="wide"
          textTransform="uppercase"
          color="brand.300"
        >
          Today&apos;s gold rate
        </Text>
        {flipping && (
          <PlayPauseButton
            stopped={stopped}
            onToggle={toggle}
            what="the rate rotation"
            color="brand.100"
            _hover={buttonHover}
          />
        )}
      </Flex>
      {/* Which of the two shows is the stylesheet's choice, not the script's: the page prerendered at
          build time cannot know the setting, and must not change size when the scripts take over. */}
      <Box _motionReduce={{ display: 'none' }}>
        <Box css={flip} minH="7" aria-hidden="true">
          <FlippingRate
            rates={rates}
            running={flipping && !stopped && !hold.paused}
            stacked={stacked}
          />
        </Box>
        <Box srOnly>
          {rates.status === 'unavailable' ? 'Not available right now' : <RateList rate={rate} />}
        </Box>
      </Box>
      <Box mt="1" fontSize="sm" display="none" _motionReduce={{ display: 'block' }}>
        <RateList rate={rate} stacked={stacked} />
      </Box>
    </Box>
  );
}
