import { memo, type ReactNode } from 'react';
import { Box } from '@gold/ui';

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
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${at + 1} of ${count}`}
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
