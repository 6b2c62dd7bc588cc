import type { Branch, BranchListResult } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { getBranchPage } from './api/getBranchPage';

/** Spec section 9: the first request asks for 5 rows, only to learn the total count. */
export const FIRST_PAGE_SIZE = 5;

/**
 * Every active branch as the API gave them (the page's view, branchesView, sorts them A–Z), or the
 * server's message when it refused (flag not 1).
 */
export type BranchLoad =
  { kind: 'loaded'; branches: Branch[] } | { kind: 'refused'; message: string };

type GetPage = (pageSize: number) => Promise<ApiAnswer<BranchListResult>>;

/**
 * The spec's two-step load: a first page of 5 gives totalElements, then one page of that size
 * gives every branch. Rejects with an HttpError when a request fails.
 */
export async function loadAllBranches(getPage: GetPage = getBranchPage): Promise<BranchLoad> {
  const first = await getPage(FIRST_PAGE_SIZE);
  if (first.flag !== 1 || !first.data) return { kind: 'refused', message: first.message };
  // A page size of 0 is not a valid request: with no branches there is nothing more to ask.
  if (first.data.totalElements === 0) return { kind: 'loaded', branches: [] };
  const all = await getPage(first.data.totalElements);
  if (all.flag !== 1 || !all.data) return { kind: 'refused', message: all.message };
  return { kind: 'loaded', branches: all.data.content };
}
