import { apiPaths, branchListRequest, branchListResultSchema, type BranchListResult } from '@gold/contracts';
import { postEncrypted, type ApiAnswer } from '@gold/http';

/** branch/getAll for the first page of `pageSize` active branches (spec section 7). */
export function getBranchPage(pageSize: number): Promise<ApiAnswer<BranchListResult>> {
  return postEncrypted(apiPaths.branchList, branchListRequest(pageSize), (value) => branchListResultSchema.parse(value));
}
