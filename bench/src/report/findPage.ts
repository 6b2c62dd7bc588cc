import type { PageResult, Variant } from '../web/webBench';

/** The result of `route` in one build, if the run measured it. */
export function findPage(
  pages: readonly PageResult[],
  route: string,
  variant: Variant,
): PageResult | undefined {
  return pages.find((page) => page.route === route && page.variant === variant);
}
