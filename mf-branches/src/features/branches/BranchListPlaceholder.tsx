import { Box } from '@gold/ui';
import { BranchCardPlaceholder } from './BranchCardPlaceholder';
import { branchGrid } from './branchGrid';

// Two rows on the widest screens: more than a screenful at every width.
const PLACEHOLDER_CARDS = 6;

/**
 * Where the branch cards will be, while they load: the same grid of card-sized shapes, so the
 * arriving list moves nothing. Hidden from assistive technology; the search status says "Loading".
 */
export function BranchListPlaceholder() {
  return (
    <Box {...branchGrid} aria-hidden="true" animation="pulse" _motionReduce={{ animation: 'none' }}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, card) => (
        <BranchCardPlaceholder key={card} />
      ))}
    </Box>
  );
}
