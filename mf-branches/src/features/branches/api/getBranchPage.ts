import {
  apiPaths,
  branchListRequest,
  branchListResultSchema,
  type BranchListResult,
} from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postEncrypted } from '@gold/http/client';

/** branch/getAll for the first page of `pageSize` active branches (spec section 7). */
export function getBranchPage(pageSize: number): Promise<ApiAnswer<BranchListResult>> {
  return postEncrypted(apiPaths.branchList, branchListRequest(pageSize), (value) =>
    branchListResultSchema.parse(value),
  );
}
