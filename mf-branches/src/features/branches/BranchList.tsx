import type { Branch } from '@gold/contracts';
import { chakra } from '@gold/ui';
import { BranchCard } from './BranchCard';

/** Props of {@link BranchList}. */
export interface BranchListProps {
  /** In display order. */
  branches: readonly Branch[];
  now: Date;
}

/** The branch cards in a responsive grid. */
export function BranchList({ branches, now }: BranchListProps) {
  return (
    <chakra.ul listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="6">
      {branches.map((branch) => (
        <li key={`${branch.branchName}|${branch.latitude}|${branch.longitude}`}>
          <BranchCard branch={branch} now={now} />
        </li>
      ))}
    </chakra.ul>
  );
}
