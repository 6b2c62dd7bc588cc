/** What a page does once code drawing it failed: see {@link afterFailure}. */
export type AfterFailure = 'redraw' | 'panel' | 'stay';

/**
 * What a page does when code of version `thrownBy` failed while drawing it, with `current` the
 * remote's version now: a failure told after the page already left that version (a late word
 * of a canary it failed over from) redraws the page from the current one; a failure of the
 * current version fails over to another where one is left (`failOver`, which moves the remote)
 * and redraws, else shows the panel where the part that failed was essential, else the page
 * stays as it is.
 */
export function afterFailure({
  thrownBy,
  current,
  essential,
  failOver,
}: {
  thrownBy: string;
  current: string | undefined;
  essential: boolean;
  failOver: () => boolean;
}): AfterFailure {
  if (thrownBy !== current) return 'redraw';
  if (failOver()) return 'redraw';
  return essential ? 'panel' : 'stay';
}
