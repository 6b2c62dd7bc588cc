export type { Database, Queryable } from './database';
export { createDatabase, type DatabaseOptions } from './createDatabase';
export { DatabaseInUseError } from './pglite';
export type { DatabaseLogger } from './postgres';
export type { Page, PageRequest } from './page';
export {
  currentGoldRate,
  insertGoldRate,
  listGoldRates,
  type NewGoldRate,
  type StoredGoldRate,
} from './rates';
export { insertBranch, listBranches, type BranchFilter, type NewBranch } from './branches';
export { insertCalculationLead, type NewCalculationLead } from './leads';
export { insertFranchiseEnquiry, insertGeneralEnquiry, type CertificateRecord } from './enquiries';
