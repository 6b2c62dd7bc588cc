/** Spec section 9: a new slide every 3000 ms. */
export const AUTOPLAY_MS = 3000;
/** Spec section 9: a slide change takes 500 ms. */
export const TRANSITION_MS = 500;
/** Spec section 9: a pointer must move more than 5 px sideways before it drags the slides. */
export const DRAG_THRESHOLD_PX = 5;
/** Spec section 9: a drag changes the slide only when it covers more than a third of the width. */
export const SWIPE_FRACTION = 1 / 3;

/** A step through the slides: back one, stay, or on one. */
export type Step = -1 | 0 | 1;

/** `index` brought into 0..count-1, so that stepping past either end loops round. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Whether a pointer that moved by (dx, dy) has started dragging the slides sideways. */
export function isDragStart(dx: number, dy: number): boolean {
  return Math.abs(dx) > DRAG_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}

/** Where a drag of `dx` px across slides `width` px wide leads: dragging left shows the next slide. */
export function swipeStep(dx: number, width: number): Step {
  if (width <= 0 || Math.abs(dx) <= width * SWIPE_FRACTION) return 0;
  return dx < 0 ? 1 : -1;
}

/** The step an arrow key asks for; any other key asks for none. */
export function keyStep(key: string): Step {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}
