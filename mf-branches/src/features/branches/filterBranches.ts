import type { Branch } from '@gold/contracts';

/** Lower case, with punctuation as spaces: "T. Nagar" and "t nagar" read the same. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The branches whose name, city, state or address hold the query from the start of a word
 * ("chen", "t nagar", "anna nagar"), in their order. An empty query keeps them all.
 */
export function filterBranches<T extends Pick<Branch, 'branchName' | 'city' | 'state' | 'address'>>(
  branches: readonly T[],
  query: string,
): T[] {
  const phrase = normalise(query);
  if (!phrase) return [...branches];
  return branches.filter((branch) =>
    ` ${normalise(`${branch.branchName} ${branch.city} ${branch.state} ${branch.address}`)}`.includes(
      ` ${phrase}`,
    ),
  );
}
