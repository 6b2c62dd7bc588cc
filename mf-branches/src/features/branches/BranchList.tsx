import { withListMarks, type BranchView } from '@gold/page-data';
import { chakra } from '@gold/ui';
import { BranchCard } from './BranchCard';
import { branchGrid } from './branchGrid';

/** Props of {@link BranchList}. */
export interface BranchListProps {
  /** In display order. */
  branches: readonly BranchView[];
}

/** The branch cards in a responsive grid. */
export function BranchList({ branches }: BranchListProps) {
  return (
    <chakra.ul listStyleType="none" {...branchGrid}>
      {withListMarks(
        branches,
        branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} />
          </li>
        )),
      )}
    </chakra.ul>
  );
}
