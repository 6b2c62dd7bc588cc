import { memo, type ReactNode } from 'react';
import { fill } from '@gold/i18n';
import { Box } from '@gold/ui';
import { carouselWords } from './carouselWords';

/** Props of {@link CarouselSlideFrame}. */
export interface CarouselSlideFrameProps {
  /** 0-based place of the slide. */
  at: number;
  count: number;
  /** Whether this is the slide on show. */
  current: boolean;
  children: ReactNode;
}

/**
 * One slide's frame, stacked with the others in one grid cell; only the slide on show is visible
 * and reachable. Memoised: a move renders the two frames that change, not all of them.
 */
export const CarouselSlideFrame = memo(function CarouselSlideFrame({
  at,
  count,
  current,
  children,
}: CarouselSlideFrameProps) {
  const words = carouselWords.now();
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={fill(words.slideOf, { number: at + 1, count })}
      aria-hidden={!current}
      inert={!current}
      data-current={current ? '' : undefined}
      gridArea="1 / 1"
      display="grid"
      visibility="hidden"
      _current={{ visibility: 'visible' }}
    >
      {children}
    </Box>
  );
});
