import { useId } from 'react';
import { fill } from '@gold/i18n';
import { Box, chakra, MarkedText, PlainInput, Stack, Text } from '@gold/ui';
import { branchesWords } from './branchesWords';

/** Props of {@link BranchSearch}. */
export interface BranchSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many branches match the query. */
  shown: number;
  /** How many branches there are. */
  total: number;
  /** What the status says of them all, with no query ("12 branches"). */
  summary: string;
  /** The branches are still on their way: the status says so. */
  loading: boolean;
}

/** What the status says, in the words of the page's language. */
function resultText(
  words: ReturnType<typeof branchesWords.now>,
  { shown, total, summary, query, loading }: Omit<BranchSearchProps, 'onQueryChange'>,
): string {
  if (loading) return words.loading;
  if (!query.trim()) return summary;
  if (shown === 0) return fill(words.noMatch, { query: query.trim() });
  return fill(words.showing, { shown, total });
}

/**
 * The search box over the branches, with the count announced as it changes. It is there from the
 * start, so the list arriving under it moves nothing; a query typed early applies once they load.
 */
export function BranchSearch({
  query,
  onQueryChange,
  shown,
  total,
  summary,
  loading,
}: BranchSearchProps) {
  const words = branchesWords.now();
  const inputId = useId();
  // A label and a bare input, not the form layer's field: that would bring the form code (field
  // and select machines, captcha: 10 KB gzip) to a page whose only input is this box.
  return (
    <Box role="search">
      <Stack gap="1.5" maxW="md">
        <chakra.label htmlFor={inputId} textStyle="sm" fontWeight="medium">
          {words.searchLabel}
        </chakra.label>
        <PlainInput
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Stack>
      <Text role="status" mt="2" color="gray.700">
        {/* The visitor's own words, quoted in a sentence of the page's language, keep theirs. */}
        <MarkedText
          text={resultText(words, { query, shown, total, summary, loading })}
          names={[query.trim()]}
        />
      </Text>
    </Box>
  );
}
