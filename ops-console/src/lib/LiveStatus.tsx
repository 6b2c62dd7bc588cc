import { Box } from '@chakra-ui/react/box';
import type { Announcement } from './useAnnouncer';

/** Props of {@link LiveStatus}. */
export interface LiveStatusProps {
  /** The message to show and announce; none shows nothing. */
  announcement: Announcement | undefined;
}

/**
 * The console's messages, in two live regions that are always in the page (a region added with
 * its text is often not read): outcomes of actions politely, refusals and conflicts at once.
 */
export function LiveStatus({ announcement }: LiveStatusProps) {
  const tone = announcement?.tone;
  return (
    <Box minH="6" my="3">
      <Box role="status" aria-live="polite" color="green.800">
        {tone === 'status' && announcement?.text}
      </Box>
      <Box role="alert" color="red.700" fontWeight="medium">
        {tone === 'alert' && announcement?.text}
      </Box>
    </Box>
  );
}
