import { useEffect, useState } from 'react';
import type { RemoteName } from '@gold/routes';
import { pageFragment, type FetchedPage } from './pageFragments';

/**
 * The HTML of a page the visitor moved to (see pageFragment): undefined while it is on its way,
 * null where there is none (or it is not `wanted`: the page's code draws it).
 */
export function useFetchedPage(
  remote: RemoteName,
  module: string,
  wanted: boolean,
): FetchedPage | null | undefined {
  const key = `${remote}/${module}`;
  const [outcome, setOutcome] = useState<{ key: string; page: FetchedPage | null }>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void pageFragment(remote, module)
      .load()
      .then((page) => {
        if (current) setOutcome({ key, page });
      });
    return () => {
      current = false;
    };
  }, [key, remote, module, wanted]);
  if (!wanted) return null;
  // Fetched before (a preload on intent, or an earlier visit): shown at once.
  const fetched = pageFragment(remote, module).current();
  if (fetched !== undefined) return fetched;
  return outcome?.key === key ? outcome.page : undefined;
}
