import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { isDragStart } from './carouselRules';

/** What a swipe reports while it happens. */
export interface SwipeCallbacks {
  /** A drag started (true) or ended (false). */
  onDragChange(dragging: boolean): void;
  /** The finger is `dx` px sideways of where it went down. */
  onDrag(dx: number): void;
  /** The drag ended `dx` px sideways (0 when the browser took the gesture over). */
  onRelease(dx: number): void;
}

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  dragging: boolean;
}

/**
 * Pointer handlers for swiping (mouse, pen and touch alike). Nothing moves until the pointer has
 * gone past the drag threshold; after a drag, the click that follows is swallowed so that a link
 * under the finger is not followed.
 */
export function useSwipe({ onDragChange, onDrag, onRelease }: SwipeCallbacks) {
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);

  const end = (dx: number) => {
    const ended = gesture.current;
    gesture.current = null;
    if (!ended?.dragging) return;
    swallowClick.current = true;
    onDragChange(false);
    onRelease(dx);
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      swallowClick.current = false;
      gesture.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        dx: 0,
        dragging: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.x;
      if (!current.dragging) {
        if (!isDragStart(dx, event.clientY - current.y)) return;
        current.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        onDragChange(true);
      }
      current.dx = dx;
      onDrag(dx);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (gesture.current?.pointerId === event.pointerId) end(gesture.current.dx);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      if (gesture.current?.pointerId === event.pointerId) end(0);
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
