/** The grid the branch cards sit in, shared by the list and its loading placeholder so both take the same room. */
export const branchGrid = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  gap: '6',
} as const;
