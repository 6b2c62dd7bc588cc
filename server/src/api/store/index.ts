export { goldRateCache, type GoldRateCache } from './goldRateCache';
export {
  currentGoldRate,
  insertGoldRate,
  listGoldRates,
  type NewGoldRate,
  type StoredGoldRate,
} from './rates';
export { insertBranch, listBranches, type BranchFilter, type NewBranch } from './branches';
export {
  insertCalculationLeads,
  listCalculationLeads,
  type NewCalculationLead,
  type StoredCalculationLead,
} from './leads';
export {
  findFranchiseCertificate,
  franchiseEnquiryUnder,
  listStoredCertificates,
  insertFranchiseEnquiry,
  insertGeneralEnquiry,
  listFranchiseEnquiries,
  listGeneralEnquiries,
  type CertificateRecord,
  type StoredOnce,
  type StoredFranchiseEnquiry,
  type StoredGeneralEnquiry,
} from './enquiries';
