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

/** Slides an element from `fromPx` to `toPx`, visible throughout; where it ends the stylesheet decides. */
function glide(slide: Slide, fromPx: number, toPx: number) {
  // jsdom and very old browsers have no Web Animations: the slide then simply changes.
  if (!slide || typeof slide.animate !== 'function') return;
  slide.animate(
    [
      { transform: `translateX(${fromPx}px)`, visibility: 'visible' },
      { transform: `translateX(${toPx}px)`, visibility: 'visible' },
    ],
    { duration: TRANSITION_MS, easing: 'ease-in-out' },
  );
}

function stop(slides: readonly Slide[]) {
  for (const slide of slides) {
    if (slide && typeof slide.getAnimations === 'function') for (const running of slide.getAnimations()) running.cancel();
    place(slide, null);
  }
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
export function useSlideMotion(count: number, { index, previous, direction }: CarouselPosition, animate: boolean): SlideMotion {
  const viewport = useRef<HTMLElement | null>(null);
  const dragOffset = useRef(0);
  // The slides are the viewport's children, in order.
  const slide = useCallback((at: number): Slide => viewport.current?.children[at] as HTMLElement | undefined, []);
  const all = useCallback((): Slide[] => Array.from({ length: count }, (_, at) => slide(at)), [count, slide]);

  const width = useCallback(() => viewport.current?.clientWidth ?? 0, []);

  useLayoutEffect(() => {
    const offset = dragOffset.current;
    dragOffset.current = 0;
    stop(all());
    if (previous === null || !animate) return;
    const w = width();
    glide(slide(index), direction * w + offset, 0);
    glide(slide(previous), offset, -direction * w);
  }, [index, previous, direction, animate, width, all, slide]);

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
      stop(all());
      if (!animate || dx === 0) return;
      const side = dx < 0 ? 1 : -1;
      const w = width();
      glide(slide(index), dx, 0);
      glide(slide(wrapIndex(index + side, count)), side * w + dx, side * w);
    },
    [animate, count, index, width, all, slide],
  );

  const viewportRef = useCallback((element: HTMLElement | null) => {
    viewport.current = element;
  }, []);

  return { viewportRef, width, follow, release };
}
