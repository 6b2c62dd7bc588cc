import { useEffect, useMemo, useState } from 'react';
import { generateCaptcha } from '@gold/contracts';
import type { RemoteName } from '@gold/routes';
import { pageFragment, withServerData, type FetchedPage } from './pageFragments';

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
  // Each visit of the page has a captcha of its own, as each page load has.
  const [captcha] = useState(generateCaptcha);
  // Fetched before (a preload on intent, or an earlier visit): shown at once.
  const known = wanted ? pageFragment(remote, module).current() : null;
  const page = known !== undefined ? known : outcome?.key === key ? outcome.page : undefined;
  return useMemo(() => page && withServerData(page, captcha), [page, captcha]);
}
