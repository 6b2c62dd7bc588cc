/**
 * Fixtures for tests of any package and of e2e (the `@gold/contracts/testing` subpath, never
 * imported by product code): schema issues as a form shows them, and certificate files.
 */
export {
  fieldMessages,
  fieldsWithIssues,
  issuesOf,
  valueMessages,
  type Parser,
} from './schemaIssues';
export { certificateBytes, certificateSignatures, type CertificateKind } from './certificateFiles';
export { requestsByLevel, type LevelRequests } from './requestsByLevel';
