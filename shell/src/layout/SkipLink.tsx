import type { MouseEvent } from 'react';
import { chakra } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { printHidden } from './printHidden';

/** Id of the element that holds the page, the skip link's target. */
export const MAIN_ID = 'main';

/** Moves focus into the page without a #main entry in the history (the router owns the URL). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** First tab stop: jumps past the navigation and the caution banner to the page. */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="brand.900"
      color="white"
      px="4"
      py="2"
      minH="11"
      display="inline-flex"
      alignItems="center"
      borderRadius="md"
      fontWeight="semibold"
      _focus={{ top: '2' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
      {...printHidden}
    >
      {shellWords.now().skipToMain}
    </chakra.a>
  );
}
