import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Flex } from '@gold/ui';
import {
  PlayPauseButton,
  usePrefersReducedMotion,
  useHoverFocusPause,
} from '../../components/motion';
import { carouselWords } from './carouselWords';
import { CarouselDot } from './CarouselDot';
import { CarouselSlideFrame } from './CarouselSlideFrame';
import { keyStep, swipeStep } from './carouselRules';
import { useCarousel } from './useCarousel';
import { useSlideMotion } from './useSlideMotion';
import { useSwipe } from './useSwipe';

/** One slide of a {@link Carousel}. */
export interface CarouselSlide {
  id: string;
  /** Short name of the slide for its dot button, e.g. its heading. */
  label: string;
  content: ReactNode;
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Holds the autoplay (e.g. while a loader covers the slides). */
  held?: boolean;
}

// Drawn over the slides: an outline of the region itself would sit under them.
const focusFrame = {
  content: '""',
  position: 'absolute',
  inset: '0',
  border: '4px solid',
  borderColor: 'brand.300',
  pointerEvents: 'none',
} as const;

/**
 * A looping carousel: autoplay every 3000 ms (paused on hover and keyboard focus, stoppable, off
 * for reduced motion), 500 ms slides, dots at the left, arrow keys and swipe.
 */
export function Carousel({ label, slides, held = false }: CarouselProps) {
  const words = carouselWords.now();
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const toggleStopped = useCallback(() => setStopped((value) => !value), []);
  const hold = useHoverFocusPause();
  const [dragging, setDragging] = useState(false);
  const rotating = !reducedMotion && !stopped;
  const autoplay = rotating && !held && !hold.paused && !dragging;
  const carousel = useCarousel(slides.length, autoplay);
  const { viewportRef, width, follow, release } = useSlideMotion(
    slides.length,
    carousel,
    !reducedMotion,
  );
  const swipe = useSwipe({
    onDragChange: setDragging,
    onDrag: follow,
    onRelease(dx) {
      const step = swipeStep(dx, width());
      release(dx, step === 0);
      carousel.step(step);
    },
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    carousel.step(step);
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      position="relative"
      outline="none"
      _focusVisible={{ _after: focusFrame }}
      onKeyDown={onKeyDown}
      {...hold.handlers}
    >
      <Box
        ref={viewportRef}
        display="grid"
        overflow="hidden"
        touchAction="pan-y"
        userSelect="none"
        cursor={dragging ? 'grabbing' : 'grab'}
        aria-live={autoplay ? 'off' : 'polite'}
        onDragStart={(event) => event.preventDefault()}
        {...swipe}
      >
        {slides.map((slide, at) => (
          <CarouselSlideFrame
            key={slide.id}
            at={at}
            count={slides.length}
            current={at === carousel.index}
          >
            {slide.content}
          </CarouselSlideFrame>
        ))}
      </Box>
      <Flex
        position="absolute"
        left={{ base: 4, md: 8 }}
        bottom="4"
        align="center"
        gap="1"
        color="white"
      >
        {!reducedMotion && (
          <PlayPauseButton
            stopped={stopped}
            onToggle={toggleStopped}
            what={words.slideShow}
            w="8"
            h="8"
            bg="blackAlpha.600"
          />
        )}
        {slides.map((slide, at) => (
          <CarouselDot
            key={slide.id}
            at={at}
            label={slide.label}
            current={at === carousel.index}
            onShow={carousel.show}
          />
        ))}
      </Flex>
    </Box>
  );
}
