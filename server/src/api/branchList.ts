import { branchListRequestSchema, type BranchListResult } from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import { listBranches } from './store';
import type { ApiDeps } from './apiDeps';
import { jsonEndpoint } from './envelope';

/** branch/getAll: one page of the branches with the requested status, optionally searched. */
export function branchList({ db, key }: ApiDeps): RouteHandlerMethod {
  return jsonEndpoint(key, branchListRequestSchema, async (request): Promise<BranchListResult> => {
    const page = await listBranches(
      db,
      { status: request.status, search: request.searchContent },
      { limit: request.pageSize, offset: request.pageNumber * request.pageSize },
    );
    return { content: page.items, totalElements: page.total };
  });
}
