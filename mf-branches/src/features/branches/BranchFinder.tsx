import { useState } from 'react';
import { Box, Button, Text } from '@gold/ui';
import { BranchList } from './BranchList';
import { BranchListPlaceholder } from './BranchListPlaceholder';
import { BranchSearch } from './BranchSearch';
import { filterBranches } from './filterBranches';
import { useBranches } from './useBranches';

/** The branch search and the branches it finds, loaded from the API (or its retry). */
export function BranchFinder() {
  const branches = useBranches();
  const [query, setQuery] = useState('');
  const all = branches.status === 'ready' ? branches.branches : [];
  const shown = filterBranches(all, query);

  if (branches.status === 'failed')
    return (
      <Box>
        <Text mb="3">The branch list could not be loaded.</Text>
        <Button colorPalette="yellow" onClick={branches.retry}>
          Try again
        </Button>
      </Box>
    );
  return (
    <>
      <BranchSearch
        query={query}
        onQueryChange={setQuery}
        shown={shown.length}
        total={all.length}
        loading={branches.status === 'loading'}
      />
      {branches.status === 'ready' ? <BranchList branches={shown} /> : <BranchListPlaceholder />}
    </>
  );
}
