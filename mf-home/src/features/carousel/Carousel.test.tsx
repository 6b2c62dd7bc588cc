import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../testing/reducedMotion';
import { renderWithUi } from '../../testing/renderWithUi';
import { Carousel } from './Carousel';

const slides = ['Gold', 'Silver', 'Coins', 'Bars'].map((name) => ({
  id: name,
  label: name,
  content: (
    <div>
      <h2>{name}</h2>
      <a href={`#${name}`}>Read about {name}</a>
    </div>
  ),
}));

const WIDTH = 900;

function renderCarousel(held = false) {
  const view = renderWithUi(<Carousel label="Highlights" slides={slides} held={held} />);
  const region = screen.getByRole('region', { name: 'Highlights' });
  const viewport = region.firstElementChild as HTMLElement;
  Object.defineProperty(viewport, 'clientWidth', { value: WIDTH, configurable: true });
  return { ...view, region, viewport };
}

/** The heading of the slide screen readers see (the others are hidden). */
function shownSlide(): string {
  return screen.getByRole('heading', { level: 2 }).textContent ?? '';
}

/** Lets `times` autoplay intervals pass, one at a time as the page would. */
function advance(times: number) {
  for (let n = 0; n < times; n++) act(() => vi.advanceTimersByTime(3000));
}

function drag(viewport: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(viewport, {
    pointerId: 1,
    isPrimary: true,
    button: 0,
    pointerType: 'mouse',
    clientX: 500,
    clientY: 100,
  });
  fireEvent.pointerMove(viewport, {
    pointerId: 1,
    isPrimary: true,
    pointerType: 'mouse',
    clientX: 500 + dx / 2,
    clientY: 100 + dy / 2,
  });
  fireEvent.pointerMove(viewport, {
    pointerId: 1,
    isPrimary: true,
    pointerType: 'mouse',
    clientX: 500 + dx,
    clientY: 100 + dy,
  });
  fireEvent.pointerUp(viewport, {
    pointerId: 1,
    isPrimary: true,
    pointerType: 'mouse',
    clientX: 500 + dx,
    clientY: 100 + dy,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('Carousel', () => {
  it('shows one slide at a time, the others hidden and out of the tab order', () => {
    renderCarousel();
    expect(shownSlide()).toBe('Gold');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(groups.map((group) => group.getAttribute('aria-hidden'))).toEqual([
      'false',
      'true',
      'true',
      'true',
    ]);
    expect(groups[1]).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Slide 1: Gold' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('autoplays every 3000 ms and loops from the last slide to the first', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(2999));
    expect(shownSlide()).toBe('Gold');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe('Silver');
    advance(2);
    expect(shownSlide()).toBe('Bars');
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('Gold');
  });

  it('holds the autoplay while the pointer is over it and while held from outside', () => {
    const { region, rerender } = renderCarousel(true);
    advance(3);
    expect(shownSlide()).toBe('Gold');
    rerender(<Carousel label="Highlights" slides={slides} />);
    fireEvent.mouseEnter(region);
    advance(3);
    expect(shownSlide()).toBe('Gold');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('Silver');
  });

  it('stops and restarts the slide show with its button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    advance(3);
    expect(shownSlide()).toBe('Gold');
    fireEvent.click(screen.getByRole('button', { name: 'Start the slide show' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('Silver');
  });

  it('moves with the arrow keys, looping at both ends', () => {
    const { region } = renderCarousel();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('Bars');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Gold');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Silver');
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    expect(shownSlide()).toBe('Silver');
  });

  it('shows the slide of a dot', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Coins' }));
    expect(shownSlide()).toBe('Coins');
    expect(screen.getByRole('button', { name: 'Slide 3: Coins' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Slide 1: Gold' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('changes the slide only for a swipe longer than a third of the width', () => {
    const { viewport } = renderCarousel();
    drag(viewport, -WIDTH / 3);
    expect(shownSlide()).toBe('Gold');
    drag(viewport, -WIDTH / 3 - 1);
    expect(shownSlide()).toBe('Silver');
    drag(viewport, WIDTH / 2);
    expect(shownSlide()).toBe('Gold');
    drag(viewport, WIDTH / 2);
    expect(shownSlide()).toBe('Bars');
  });

  it('ignores mostly vertical movement, which scrolls the page', () => {
    const { viewport } = renderCarousel();
    drag(viewport, -WIDTH / 2, WIDTH);
    expect(shownSlide()).toBe('Gold');
  });

  it('follows a link under a tap of 5 px or less, but not at the end of a drag', () => {
    const { viewport } = renderCarousel();
    const link = within(viewport).getByRole('link', { name: 'Read about Gold' });
    const followed = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', followed);
    drag(viewport, -5);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    drag(viewport, -100);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('does not autoplay and offers no slide show control for reduced motion, yet still moves by hand', () => {
    preferReducedMotion(true);
    const { region } = renderCarousel();
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
    advance(4);
    expect(shownSlide()).toBe('Gold');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Silver');
  });
});
