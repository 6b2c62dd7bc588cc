import { CallbackForm } from '@gold/callback';
import { Box, PageHero, Stack } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { BranchFinder } from './BranchFinder';
import { branchesWords } from './branchesWords';
import { HolidayNotice } from './HolidayNotice';

/**
 * Our Branches: every active branch A–Z with timings, contact and map, a search over them, and a
 * request for a callback. The search with the list, and the callback form, are its islands: the
 * rest is sent as HTML and never hydrated.
 */
export function BranchesPage() {
  const words = branchesWords.now();
  return (
    // As tall as the shell's loading screen this page replaces: a short page (load failed, no
    // branches) would pull the footer up into view, a layout shift.
    <Box minH="100vh">
      <PageHero title={words.title}>{words.intro}</PageHero>
      <Stack px={{ base: 4, md: 8 }} py="8" gap="6" maxW="7xl" mx="auto">
        <HolidayNotice />
        <Island
          module="./BranchFinderIsland"
          component={BranchFinder}
          props={{}}
          essential
          serverData={['branches']}
        />
        <Box maxW="4xl" pt="4">
          <Island
            module="./CallbackIsland"
            component={CallbackForm}
            props={{}}
            essential={false}
            serverData={['captcha']}
          />
        </Box>
      </Stack>
    </Box>
  );
}
