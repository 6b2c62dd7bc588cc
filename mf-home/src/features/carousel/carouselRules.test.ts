import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_MS,
  DRAG_THRESHOLD_PX,
  TRANSITION_MS,
  isDragStart,
  keyStep,
  swipeStep,
  wrapIndex,
} from './carouselRules';

describe('the carousel constants of spec section 9', () => {
  it('autoplays every 3000 ms with a 500 ms transition and a 5 px drag threshold', () => {
    expect(AUTOPLAY_MS).toBe(3000);
    expect(TRANSITION_MS).toBe(500);
    expect(DRAG_THRESHOLD_PX).toBe(5);
  });
});

describe('wrapIndex', () => {
  it('loops past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(9, 4)).toBe(1);
  });
});

describe('isDragStart', () => {
  it('starts a drag only beyond 5 px sideways', () => {
    expect(isDragStart(5, 0)).toBe(false);
    expect(isDragStart(-5, 0)).toBe(false);
    expect(isDragStart(6, 0)).toBe(true);
    expect(isDragStart(-6, 2)).toBe(true);
  });

  it('leaves a mostly vertical movement to page scrolling', () => {
    expect(isDragStart(8, 9)).toBe(false);
    expect(isDragStart(-8, -20)).toBe(false);
  });
});

describe('swipeStep', () => {
  const width = 900;

  it('changes the slide only for more than a third of the width', () => {
    expect(swipeStep(-300, width)).toBe(0);
    expect(swipeStep(300, width)).toBe(0);
    expect(swipeStep(-301, width)).toBe(1);
    expect(swipeStep(301, width)).toBe(-1);
  });

  it('shows the next slide for a drag to the left and the previous for a drag to the right', () => {
    expect(swipeStep(-width, width)).toBe(1);
    expect(swipeStep(width, width)).toBe(-1);
  });

  it('does nothing when the slides have no width', () => {
    expect(swipeStep(-50, 0)).toBe(0);
  });
});

describe('keyStep', () => {
  it('maps the arrow keys to the next and previous slide and ignores other keys', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowUp')).toBe(0);
    expect(keyStep('Enter')).toBe(0);
  });
});
