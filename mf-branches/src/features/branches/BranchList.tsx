import type { Branch } from '@gold/contracts';
import { chakra } from '@gold/ui';
import { BranchCard } from './BranchCard';
import { branchGrid } from './branchGrid';

/** Props of {@link BranchList}. */
export interface BranchListProps {
  /** In display order. */
  branches: readonly Branch[];
}

/** The branch cards in a responsive grid. */
export function BranchList({ branches }: BranchListProps) {
  return (
    <chakra.ul listStyleType="none" {...branchGrid}>
      {branches.map((branch) => (
        <li key={`${branch.branchName}|${branch.latitude}|${branch.longitude}`}>
          <BranchCard branch={branch} />
        </li>
      ))}
    </chakra.ul>
  );
}
