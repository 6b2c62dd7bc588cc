import { memo } from 'react';
import { fill } from '@gold/i18n';
import { Box, chakra } from '@gold/ui';
import { roundControl } from '../../components/motion';
import { carouselWords } from './carouselWords';

/** Props of {@link CarouselDot}. */
export interface CarouselDotProps {
  /** 0-based place of the slide the dot shows. */
  at: number;
  /** Short name of the slide, e.g. its heading. */
  label: string;
  /** Whether the slide is the one on show. */
  current: boolean;
  onShow: (at: number) => void;
}

/** The dot button of one slide. Memoised: a move renders the two dots that change, not all of them. */
export const CarouselDot = memo(function CarouselDot({
  at,
  label,
  current,
  onShow,
}: CarouselDotProps) {
  const words = carouselWords.now();
  return (
    <chakra.button
      type="button"
      {...roundControl}
      aria-label={fill(words.dot, { number: at + 1, label })}
      aria-current={current ? 'true' : undefined}
      onClick={() => onShow(at)}
    >
      <Box
        aria-hidden="true"
        w="2.5"
        h="2.5"
        borderRadius="full"
        borderWidth="2px"
        borderColor="white"
        bg={current ? 'white' : 'transparent'}
        transform={current ? 'scale(1.25)' : undefined}
        transition="transform 200ms, background-color 200ms"
      />
    </chakra.button>
  );
});
