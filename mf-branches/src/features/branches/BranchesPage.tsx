import { useState } from 'react';
import { Box, Button, PageHero, Stack, Text } from '@gold/ui';
import { BranchList } from './BranchList';
import { BranchListPlaceholder } from './BranchListPlaceholder';
import { BranchSearch } from './BranchSearch';
import { filterBranches } from './filterBranches';
import { HolidayNotice } from './HolidayNotice';
import { useBranches } from './useBranches';

/** Our Branches: every active branch A–Z with timings, contact and map, and a search over them. */
export function BranchesPage() {
  const branches = useBranches();
  const [query, setQuery] = useState('');
  const all = branches.status === 'ready' ? branches.branches : [];
  const shown = filterBranches(all, query);

  return (
    // As tall as the shell's loading screen this page replaces: a short page (load failed, no
    // branches) would pull the footer up into view, a layout shift.
    <Box minH="100vh">
      <PageHero title="Our Branches">
        Visit the branch nearest to you, or call the person in charge before you come.
      </PageHero>
      <Stack px={{ base: 4, md: 8 }} py="8" gap="6" maxW="7xl" mx="auto">
        <HolidayNotice />
        {branches.status === 'failed' ? (
          <Box>
            <Text mb="3">The branch list could not be loaded.</Text>
            <Button colorPalette="yellow" onClick={branches.retry}>
              Try again
            </Button>
          </Box>
        ) : (
          <>
            <BranchSearch
              query={query}
              onQueryChange={setQuery}
              shown={shown.length}
              total={all.length}
              loading={branches.status === 'loading'}
            />
            {branches.status === 'ready' ? (
              <BranchList branches={shown} />
            ) : (
              <BranchListPlaceholder />
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
