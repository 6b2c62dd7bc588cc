import { COVER_IMAGES_ATTRIBUTE, COVER_MAX_WAIT_ATTRIBUTE } from '@gold/build-output';
import { Box, Spinner } from '@gold/ui';

export interface LandingLoaderProps {
  /** The images it waits for; in a prerendered page the server's script lifts it when they settle. */
  art: readonly string[];
  /** The longest it waits for a stalled image, in ms. */
  maxWaitMs: number;
  /** Its name for screen readers, in the page's language. */
  label: string;
}

/** The full-screen loader of the landing page, shown until the banner art has settled. */
export function LandingLoader({ art, maxWaitMs, label }: LandingLoaderProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="brand.50"
      display="grid"
      placeItems="center"
      {...{ [COVER_IMAGES_ATTRIBUTE]: art.join(' '), [COVER_MAX_WAIT_ATTRIBUTE]: maxWaitMs }}
    >
      <Spinner size="xl" color="brand.600" borderWidth="4px" />
    </Box>
  );
}
