import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/renderWithUi';
import { Carousel } from './Carousel';

const slides = ['Gold', 'Silver', 'Coins'].map((name) => ({
  id: name,
  label: name,
  content: <h2>{name}</h2>,
}));

interface Glide {
  slide: Element;
  transforms: string[];
  duration: number;
  cancel: ReturnType<typeof vi.fn>;
}

// jsdom has no Web Animations: record what the carousel asks for.
let glides: Glide[];
beforeEach(() => {
  glides = [];
  HTMLElement.prototype.animate = function animate(
    this: HTMLElement,
    keyframes: Keyframe[],
    options: KeyframeAnimationOptions,
  ) {
    const glide = {
      slide: this,
      transforms: keyframes.map((frame) => String(frame.transform)),
      duration: Number(options.duration),
      cancel: vi.fn(),
    };
    glides.push(glide);
    return glide as unknown as Animation;
  } as HTMLElement['animate'];
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

describe('slide motion', () => {
  it('glides the new slide in and the old one out by their own width, over 500 ms, without reading any layout', () => {
    renderWithUi(<Carousel label="Highlights" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    const width = vi.spyOn(region.firstElementChild as HTMLElement, 'clientWidth', 'get');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(
      glides.map(({ slide, transforms, duration }) => ({ slide, transforms, duration })),
    ).toEqual([
      {
        slide: second,
        transforms: ['translateX(calc(100% + 0px))', 'translateX(calc(0% + 0px))'],
        duration: 500,
      },
      {
        slide: first,
        transforms: ['translateX(calc(0% + 0px))', 'translateX(calc(-100% + 0px))'],
        duration: 500,
      },
    ]);
    expect(width).not.toHaveBeenCalled();
  });

  it('ends the glides under way before the next move starts', () => {
    renderWithUi(<Carousel label="Highlights" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    const running = [...glides];
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    for (const glide of running) expect(glide.cancel).toHaveBeenCalledTimes(1);
    expect(glides).toHaveLength(4);
  });
});
