import { useState } from 'react';
import type { BranchesView } from '@gold/page-data';
import { Box, Button, Text } from '@gold/ui';
import { BranchList } from './BranchList';
import { BranchListPlaceholder } from './BranchListPlaceholder';
import { BranchSearch } from './BranchSearch';
import { branchesWords } from './branchesWords';
import { filterBranches } from './filterBranches';
import { useBranches } from './useBranches';

/** Props of {@link BranchFinder}. */
export interface BranchFinderProps {
  /** The branches as the server drew them in the page's HTML, shown until the page's calls answer. */
  branches?: BranchesView;
}

/** The branch search and the branches it finds, loaded from the API (or its retry). */
export function BranchFinder({ branches: sent }: BranchFinderProps) {
  const words = branchesWords.now();
  const branches = useBranches(sent);
  const [query, setQuery] = useState('');
  const all = branches.status === 'ready' ? branches.branches.items : [];
  const shown = filterBranches(all, query);

  if (branches.status === 'failed')
    return (
      <Box>
        <Text mb="3">{words.listFailed}</Text>
        <Button colorPalette="yellow" onClick={branches.retry}>
          {words.tryAgain}
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
        summary={branches.status === 'ready' ? branches.branches.summary : ''}
        loading={branches.status === 'loading'}
      />
      {branches.status === 'ready' ? <BranchList branches={shown} /> : <BranchListPlaceholder />}
    </>
  );
}
