export { messages, loadFailedMessage, serverMessages } from './messages';
export { patterns, maxLengths } from './rules';
export { textProblem, textProblems } from './text';
export { XSRF_COOKIE, XSRF_HEADER } from './xsrf';
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency';
export { DEV_API_SOURCE_PATH, type DevApiSource } from './devApiSource';
export {
  carats,
  calculatorRequestSchema,
  calculatorResultSchema,
  type Carat,
  type CalculatorRequest,
  type CalculatorResult,
} from './calculator';
export {
  goldRateViewRequestSchema,
  goldRateViewRequest,
  goldRateSchema,
  goldRateViewResultSchema,
  goldRateInputSchema,
  type GoldRate,
  type GoldRateInput,
  type GoldRateViewRequest,
  type GoldRateViewResult,
} from './goldRate';
export {
  branchListRequestSchema,
  branchListRequest,
  branchSchema,
  branchListResultSchema,
  type Branch,
  type BranchListRequest,
  type BranchListResult,
} from './branch';
export {
  franchiseEnquirySchema,
  generalEnquirySchema,
  preferredTimes,
  certificateRules,
  certificateProblem,
  type FileFacts,
  type FranchiseEnquiry,
  type GeneralEnquiry,
  type PreferredTime,
} from './enquiry';
export { encryptedRequestSchema, apiPaths, type Envelope } from './envelope';
export { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, generateCaptcha, captchaMatches } from './captcha';
export { indiaWallClock } from './indiaTime';
export {
  API_LEVEL,
  API_LEVEL_FLOOR,
  BUILD_LEVELS_KEY,
  FIRST_LEVEL,
  remoteBuildLevels,
  SHELL_LEVEL,
  SHELL_LEVEL_FLOOR,
  shellBuildLevels,
  type BuildLevels,
  type ShellLevels,
} from './levels';
export { MESSAGE_LANGUAGES, messageIn, messageWords } from './messageWords';
