// The ops API's contract: each call's method, route, request and answer, and the rollout rules.
// The server's routes register and validate with it; the client (../sendOps.ts) sends with it.
export {
  OPS_PREFIX,
  opsCall,
  opsPath,
  type OpsCall,
  type OpsMethod,
  type RouteParams,
} from './opsCall';
export { changeBody, reason, revision, version } from './changeFields';
export {
  isPercent,
  isRampEvery,
  isRampSteps,
  MAX_PERCENT,
  MAX_RAMP_STEPS,
  MAX_STEP_MS,
  MIN_STEP_MS,
  percent,
  PERCENT_RULE,
  RAMP_EVERY_RULE,
  RAMP_STEPS_RULE,
  rampEvery,
  rampSteps,
} from './rolloutRules';
export { DEFAULT_RECORDS_LIMIT, recordsCalls } from './recordsCalls';
export { ratesCalls } from './ratesCalls';
export { registryCalls, previewGrantId } from './registryCalls';
export type { PreviewAnswer, VisitorAnswer } from './answers';
export {
  capabilities,
  tokenCalls,
  tokenName,
  type Capability,
  type OpsTokenList,
  type OpsTokenRecord,
} from './tokenCalls';
