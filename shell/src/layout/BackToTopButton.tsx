import { useEffect, useState } from 'react';
import { Button } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { aboveContactBar } from './ContactBar';
import { printHidden } from './printHidden';
import { scrollToTop, throttle } from './scrollMotion';
import { MAIN_ID } from './SkipLink';

/** Spec section 9: shown after 400 px of scroll, scrolls up over 450 ms, scroll events every 50 ms. */
export const BACK_TO_TOP = { showAfterPx: 400, durationMs: 450, throttleMs: 50 } as const;

/** The floating back-to-top button. */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = throttle(
      () => setVisible(window.scrollY > BACK_TO_TOP.showAfterPx),
      BACK_TO_TOP.throttleMs,
    );
    window.addEventListener('scroll', update, { passive: true });
    // A page opened scrolled down (a reload, a link to an anchor) shows the button at once. The
    // position is read in the next frame, whose style and layout the browser computes anyway:
    // read in this effect, it made the browser compute the new page's styles inside the commit's
    // task, 85 ms more of one long task at four times slower CPU (docs/performance.md).
    const firstRead = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Button
      position="fixed"
      right="4"
      // Above the phone's contact bar.
      bottom={aboveContactBar('1rem')}
      zIndex="docked"
      borderRadius="full"
      w="12"
      h="12"
      colorPalette="yellow"
      boxShadow="lg"
      aria-label={shellWords.now().backToTop}
      onClick={() => {
        scrollToTop(BACK_TO_TOP.durationMs);
        // The button leaves with the scroll: keyboard focus goes to the top of the page, not to nowhere.
        document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      }}
      {...printHidden}
    >
      ↑
    </Button>
  );
}
