import type { Branch } from '@gold/contracts';

const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** The branches A–Z by name, ignoring case and accents; the input is left as it was. */
export function sortBranches<T extends Pick<Branch, 'branchName'>>(branches: readonly T[]): T[] {
  return [...branches].sort((a, b) => byName.compare(a.branchName, b.branchName));
}
