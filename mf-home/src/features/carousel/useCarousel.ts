import { useCallback, useEffect, useState } from 'react';
import { AUTOPLAY_MS, type Step, wrapIndex } from './carouselRules';

/** Where the carousel stands: the slide shown, the one it left and which way it moved. */
export interface CarouselPosition {
  index: number;
  /** The slide shown before the last move, null before any move. */
  previous: number | null;
  /** 1 when the last move went forward, -1 when it went back. */
  direction: 1 | -1;
}

/** The position plus the ways to move it. */
export interface CarouselControls extends CarouselPosition {
  /** Moves one slide on or back, looping round at either end. */
  step(step: Step): void;
  /** Shows slide `target`. */
  show(target: number): void;
}

const start: CarouselPosition = { index: 0, previous: null, direction: 1 };

/**
 * The slide index of a looping carousel of `count` slides. While `autoplay` is true it moves on
 * every AUTOPLAY_MS, counted from the last move, so a slide chosen by hand gets its full time.
 */
export function useCarousel(count: number, autoplay: boolean): CarouselControls {
  const [position, setPosition] = useState<CarouselPosition>(start);

  const step = useCallback(
    (by: Step) => {
      if (by === 0 || count < 2) return;
      setPosition(({ index }) => ({
        index: wrapIndex(index + by, count),
        previous: index,
        direction: by,
      }));
    },
    [count],
  );

  const show = useCallback((target: number) => {
    setPosition((current) =>
      target === current.index
        ? current
        : { index: target, previous: current.index, direction: target > current.index ? 1 : -1 },
    );
  }, []);

  const { index } = position;
  useEffect(() => {
    if (!autoplay || count < 2) return;
    const timer = setTimeout(
      () => setPosition({ index: wrapIndex(index + 1, count), previous: index, direction: 1 }),
      AUTOPLAY_MS,
    );
    return () => clearTimeout(timer);
  }, [autoplay, count, index]);

  return { ...position, step, show };
}
