/**
 * The command line itself is wrong (an unknown word, a missing argument, a value it cannot read):
 * nothing was done. Exit code 2, with the one line that names the fix.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}
