import { useState } from 'react';
import { Box, Button, chakra, Flex } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { printHidden } from './printHidden';

// Plain CSS: keyframes inside a Chakra style object come out empty, and the text would never move.
const scrollKeyframes =
  '@keyframes cautionScroll { from { transform: translateX(100vw); } to { transform: translateX(-100%); } }';

/**
 * The scrolling caution banner. The full text is in the DOM for screen readers; visitors can
 * pause it, and it does not move for those who ask for reduced motion.
 */
export function CautionMarquee() {
  const [paused, setPaused] = useState(false);
  const words = shellWords.now();
  return (
    <Flex
      as="section"
      aria-label={words.cautionLabel}
      bg="red.700"
      color="white"
      align="center"
      overflow="hidden"
      {...printHidden}
    >
      <style>{scrollKeyframes}</style>
      {/* The pause on hover sits on the box, not beside the text's reduced-motion rule: two media
          queries in one style make Chakra sort them with localeCompare, and that first call
          loads the browser's collation data: about 70 ms at four times slower CPU, on every
          page. */}
      <Box
        flex="1"
        overflow="hidden"
        whiteSpace="nowrap"
        py="2"
        _hover={{ '& > p': { animationPlayState: 'paused' } }}
      >
        <chakra.p
          display="inline-block"
          fontWeight="medium"
          animation="cautionScroll 28s linear infinite"
          animationPlayState={paused ? 'paused' : 'running'}
          _motionReduce={{ animation: 'none', whiteSpace: 'normal' }}
        >
          {words.caution}
        </chakra.p>
      </Box>
      <Button
        size="xs"
        variant="ghost"
        color="white"
        _hover={{ bg: 'red.800' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-4px' }}
        mx="2"
        minW="11"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? words.play : words.pause}
      </Button>
    </Flex>
  );
}
