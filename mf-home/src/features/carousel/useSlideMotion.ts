import { useCallback, useLayoutEffect, useRef } from 'react';
import { TRANSITION_MS, wrapIndex } from './carouselRules';
import type { CarouselPosition } from './useCarousel';

type Slide = HTMLElement | null | undefined;

/** Puts a slide `px` sideways and shows it (while a finger drags it); null hands it back to the stylesheet. */
function place(slide: Slide, px: number | null) {
  if (!slide) return;
  slide.style.transform = px === null ? '' : `translateX(${px}px)`;
  slide.style.visibility = px === null ? '' : 'visible';
}

/**
 * A sideways shift of `percent` % of the slide's own width plus `px`. A slide is as wide as the
 * viewport, so a move needs no width read, which would force a layout in the middle of a commit.
 */
function shift(percent: number, px = 0): string {
  return `translateX(calc(${percent}% + ${px}px))`;
}

/** Slides an element between two shifts, visible throughout; where it ends the stylesheet decides. */
function glide(slide: Slide, from: string, to: string): Animation | undefined {
  // jsdom and very old browsers have no Web Animations: the slide then simply changes.
  if (!slide || typeof slide.animate !== 'function') return undefined;
  return slide.animate(
    [
      { transform: from, visibility: 'visible' },
      { transform: to, visibility: 'visible' },
    ],
    { duration: TRANSITION_MS, easing: 'ease-in-out' },
  );
}

/** What {@link useSlideMotion} gives the carousel. */
export interface SlideMotion {
  /** Ref callback of the element whose width is one slide and whose children are the slides. */
  viewportRef: (element: HTMLElement | null) => void;
  /** Width of one slide in px (0 before layout). */
  width(): number;
  /** Moves the shown slide and the neighbour it uncovers with a finger `dx` px from where it started. */
  follow(dx: number): void;
  /** A drag of `dx` px ended: the next move starts from there, or (with `settle`) the slides glide back. */
  release(dx: number, settle: boolean): void;
}

/**
 * Moves the slides: each move glides the new slide in and the old one out over TRANSITION_MS
 * (only the two that move are ever visible), a drag moves them under the finger, and a move
 * that ends a drag starts from where the finger left them. No motion when `animate` is false.
 */
export function useSlideMotion(
  count: number,
  { index, previous, direction }: CarouselPosition,
  animate: boolean,
): SlideMotion {
  const viewport = useRef<HTMLElement | null>(null);
  const dragOffset = useRef(0);
  // The slides are the viewport's children, in order.
  const slide = useCallback(
    (at: number): Slide => viewport.current?.children[at] as HTMLElement | undefined,
    [],
  );
  const all = useCallback(
    (): Slide[] => Array.from({ length: count }, (_, at) => slide(at)),
    [count, slide],
  );

  // The glides under way, kept here: asking the slides for theirs (getAnimations) would force a style recalculation.
  const glides = useRef<Animation[]>([]);

  const width = useCallback(() => viewport.current?.clientWidth ?? 0, []);

  const glideSlide = useCallback(
    (at: number, from: string, to: string) => {
      const started = glide(slide(at), from, to);
      if (started) glides.current.push(started);
    },
    [slide],
  );

  /** Ends every glide and drag shift, handing the slides back to the stylesheet. */
  const stop = useCallback(() => {
    for (const running of glides.current) running.cancel();
    glides.current = [];
    for (const each of all()) place(each, null);
  }, [all]);

  useLayoutEffect(() => {
    const offset = dragOffset.current;
    dragOffset.current = 0;
    stop();
    if (previous === null || !animate) return;
    glideSlide(index, shift(direction * 100, offset), shift(0));
    glideSlide(previous, shift(0, offset), shift(-direction * 100));
  }, [index, previous, direction, animate, stop, glideSlide]);

  const follow = useCallback(
    (dx: number) => {
      const side = dx < 0 ? 1 : -1;
      const w = width();
      place(slide(index), dx);
      place(slide(wrapIndex(index + side, count)), side * w + dx);
      place(slide(wrapIndex(index - side, count)), null);
    },
    [count, index, width, slide],
  );

  const release = useCallback(
    (dx: number, settle: boolean) => {
      if (!settle) {
        dragOffset.current = dx;
        return;
      }
      stop();
      if (!animate || dx === 0) return;
      const side = dx < 0 ? 1 : -1;
      glideSlide(index, shift(0, dx), shift(0));
      glideSlide(wrapIndex(index + side, count), shift(side * 100, dx), shift(side * 100));
    },
    [animate, count, index, stop, glideSlide],
  );

  const viewportRef = useCallback((element: HTMLElement | null) => {
    viewport.current = element;
  }, []);

  return { viewportRef, width, follow, release };
}
