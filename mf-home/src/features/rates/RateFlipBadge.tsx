import { useCallback, useState } from 'react';
import { Box, Text } from '@gold/ui';
import {
  PlayPauseButton,
  useHoverFocusPause,
  usePrefersReducedMotion,
} from '../../components/motion';
import { FlippingRate } from './FlippingRate';
import { RateList } from './RateList';
import { rateWords } from './rateWords';
import type { GoldRates } from './useGoldRates';

/** Props of {@link RateFlipBadge}. */
export interface RateFlipBadgeProps {
  /** Today's rate as the page loaded it. */
  rates: GoldRates;
  /**
   * `fixed-left`: the landing page's badge, docked at the bottom left of the screen; `floating`:
   * About Us' box, sticky beside the text (above it on a phone).
   */
  placement: 'fixed-left' | 'floating';
}

/**
 * The height the shell's contact bar covers at the bottom of a phone's screen (0 elsewhere, and
 * under a shell without the bar): the shell's `--site-bottom-inset`.
 */
const bottomInset = 'var(--site-bottom-inset, 0px)';

const placements = {
  // At the left, just above the phone's contact bar (at the bottom edge from `md` up), small: in
  // one line from `md` up. Sticky at the end of the page rather than fixed, so that it ends in a
  // place of its own above the footer and covers none of the page's last lines; narrower than the
  // screen by the back-to-top button's place at the right.
  'fixed-left': {
    position: 'sticky',
    bottom: { base: `calc(${bottomInset} + 0.5rem)`, md: '2' },
    zIndex: 'docked',
    w: 'fit-content',
    minW: { base: '11rem', md: '0' },
    maxW: 'calc(100% - 5rem)',
    mt: '2',
    mb: '4',
    py: '1.5',
    borderLeftRadius: '0',
    boxShadow: 'md',
    gridTemplateAreas: { base: '"label button" "face button"', md: '"label face button"' },
    gridTemplateColumns: { base: 'minmax(0, 1fr) auto', md: 'auto minmax(10.5rem, auto) auto' },
    alignItems: 'center',
    columnGap: '3',
  },
  // On a phone above the text, which keeps the whole width; from `md` up beside it, sticky below
  // the site's header. Fixed in width there, so that the text beside it keeps its width when the
  // rate arrives.
  floating: {
    position: { base: 'static', md: 'sticky' },
    top: '20',
    w: { base: 'full', md: '15rem' },
    boxShadow: 'lg',
    gridTemplateAreas: '"label button" "face face"',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: '2',
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
  const words = rateWords.now();
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
      aria-label={words.region}
      aria-busy={rates.status === 'loading'}
      bg="brand.900"
      color="brand.50"
      borderRadius="lg"
      px="3"
      py="2"
      display="grid"
      {...placements[placement]}
      {...hold.handlers}
    >
      <Text
        gridArea="label"
        fontSize="xs"
        fontWeight="bold"
        letterSpacing="wide"
        textTransform="uppercase"
        color="brand.300"
        minH={placement === 'fixed-left' ? '5' : '6'}
        display="flex"
        alignItems="center"
      >
        {words.label}
      </Text>
      {flipping && (
        <PlayPauseButton
          gridArea="button"
          stopped={stopped}
          onToggle={toggle}
          what={words.rotation}
          color="brand.100"
          _hover={buttonHover}
        />
      )}
      {/* Which of the two shows is the stylesheet's choice, not the script's: the page prerendered at
          build time cannot know the setting, and must not change size when the scripts take over. */}
      <Box gridArea="face" _motionReduce={{ display: 'none' }}>
        <Box css={flip} minH="7" aria-hidden="true">
          <FlippingRate
            rates={rates}
            running={flipping && !stopped && !hold.paused}
            stacked={stacked}
          />
        </Box>
        <Box srOnly>
          {rates.status === 'unavailable' ? words.unavailable : <RateList rate={rate} />}
        </Box>
      </Box>
      <Box gridArea="face" mt="1" fontSize="sm" display="none" _motionReduce={{ display: 'block' }}>
        <RateList rate={rate} stacked={stacked} />
      </Box>
    </Box>
  );
}
