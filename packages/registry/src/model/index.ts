export type {
  AuditEntry,
  ManifestFacts,
  BuildSource,
  RemoteChannels,
  RemoteVersion,
  SharedRequirement,
} from './types';
export { readManifestFacts } from './manifestFacts';
export {
  compatibilityConflicts,
  type ApiLevels,
  type HostFacts,
  type ShellBuild,
} from './compatibility';
export {
  bucketRangesOf,
  describeBucketRange,
  inCanary,
  resolveForVisitor,
  type BucketRange,
  type VisitorContext,
} from './resolveForVisitor';
export { parseOverrides } from './overrides';
export { versionKey } from './versionKey';
export { describeAuditEntry, describeBuildSource } from './describeChange';
export { describeRampOutlook, remainingText } from './describeRamp';
export { endedByGuard, GUARD_ACTOR, newestFirst, RAMP_ACTOR } from './versionOrder';
export type {
  CanaryBody,
  ChangeBody,
  GuardThresholds,
  GuardEvidence,
  Judgement,
  OpsRefusal,
  PreviewGrantView,
  PromoteBody,
  RampEditBody,
  RampOutlook,
  RampReport,
  RampWait,
  RegistryStatus,
  RemoteFailure,
  RemoteHistory,
  RemoteRollout,
  RemoteStatus,
  RollbackBody,
  RolloutReport,
  TrafficPoint,
  TrafficSeries,
  Verdict,
  VersionFigures,
} from './opsApi';
export { previousStable, stableStack } from './stableHistory';
export { defaultRollback, endedVersions, mayRollBackTo } from './rollbackRule';
export { MAX_REASON_LENGTH } from './changeReason';
export {
  FILE_NAME_RULE,
  isSafeFileName,
  isStrictSemver,
  MAX_VERSION_LENGTH,
  nameProblems,
  shown,
} from './publishedNames';
