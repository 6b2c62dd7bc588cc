import { Box, Text } from '@gold/ui';
import { Field, Input } from '@gold/ui/form';

/** Props of {@link BranchSearch}. */
export interface BranchSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many branches match the query. */
  shown: number;
  /** How many branches there are. */
  total: number;
  /** The branches are still on their way: the status says so. */
  loading: boolean;
}

function resultText({
  shown,
  total,
  query,
  loading,
}: Omit<BranchSearchProps, 'onQueryChange'>): string {
  if (loading) return 'Loading branches…';
  if (!query.trim()) return `${total} ${total === 1 ? 'branch' : 'branches'}`;
  if (shown === 0) return `No branch matches “${query.trim()}”`;
  return `Showing ${shown} of ${total} branches`;
}

/**
 * The search box over the branches, with the count announced as it changes. It is there from the
 * start, so the list arriving under it moves nothing; a query typed early applies once they load.
 */
export function BranchSearch({ query, onQueryChange, shown, total, loading }: BranchSearchProps) {
  return (
    <Box role="search">
      <Field.Root maxW="md">
        <Field.Label>Find a branch by city, area or name</Field.Label>
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field.Root>
      <Text role="status" mt="2" color="gray.700">
        {resultText({ query, shown, total, loading })}
      </Text>
    </Box>
  );
}
