import * as z from 'zod/mini';
import type {
  AuditEntry,
  GuardThresholds,
  PreviewGrantView,
  RegistryStatus,
  RemoteChannels,
  RemoteFailure,
  RemoteHistory,
  RemoteRollout,
  RemoteVersion,
  RolloutReport,
  TrafficSeries,
} from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';

// The answers' schemas: what sendOps checks each answer against (ops-client/src/sendOps.ts), each
// typed as the registry's model spells the shape, so a schema that drifts from it does not compile.
// Objects are not strict: a field the server adds is no break. One part is checked by its type
// only: a rollout's guard and ramp report (RemoteRollout), which the console reads field by field.

const remote = z.enum(remoteNames);
const time = z.string();
const nullableString = z.nullable(z.string());

export const channelsAnswer: z.ZodMiniType<RemoteChannels> = z.object({
  remote,
  stable: nullableString,
  canary: z.nullable(z.object({ version: z.string(), percent: z.number() })),
  revision: z.number(),
});

export const versionAnswer: z.ZodMiniType<RemoteVersion> = z.object({
  remote,
  version: z.string(),
  exposes: z.array(z.string()),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.string(),
      singleton: z.boolean(),
    }),
  ),
  entryFile: z.string(),
  federationRelease: nullableString,
  levels: z.optional(z.object({ shell: z.number(), api: z.number() })),
  baseUrl: z.string(),
  integrity: nullableString,
  publishedAt: time,
  publishedBy: z.string(),
  source: z.optional(
    z.nullable(z.object({ commit: z.string(), author: nullableString, dirty: z.boolean() })),
  ),
});

const auditActions = [
  'publish',
  'canary',
  'promote',
  'rollback',
  'swap',
  'abort-canary',
  'pause-canary',
  'resume-canary',
  'edit-ramp',
  'guard-settings',
  'preview',
  'revoke-preview',
] as const satisfies readonly AuditEntry['action'][];

export const auditAnswer: z.ZodMiniType<AuditEntry> = z.object({
  at: time,
  actor: z.string(),
  token: nullableString,
  remote,
  action: z.enum(auditActions),
  version: nullableString,
  previous: nullableString,
  reason: nullableString,
  percent: z.optional(z.nullable(z.number())),
  rampStep: z.optional(z.nullable(z.number())),
});

export const thresholdsAnswer: z.ZodMiniType<GuardThresholds> = z.object({
  minVisitors: z.number(),
  maxRatePercent: z.number(),
  maxRatio: z.number(),
});

export const rolloutsAnswer: z.ZodMiniType<RolloutReport> = z.object({
  windowMinutes: z.number(),
  defaults: thresholdsAnswer,
  remotes: z.array(z.custom<RemoteRollout>((value) => channelsAnswer.safeParse(value).success)),
});

const failureAnswer: z.ZodMiniType<RemoteFailure> = z.object({
  remote,
  version: z.string(),
  channel: z.string(),
  phase: z.string(),
  count: z.number(),
  lastAt: time,
});

export const statusAnswer: z.ZodMiniType<RegistryStatus> = z.object({
  remotes: z.array(
    z.object({
      remote,
      stable: nullableString,
      canary: z.nullable(z.object({ version: z.string(), percent: z.number() })),
      revision: z.number(),
      versions: z.array(z.string()),
      failures: z.array(failureAnswer),
    }),
  ),
  recentChanges: z.array(auditAnswer),
  rollouts: rolloutsAnswer,
});

export const historyAnswer: z.ZodMiniType<RemoteHistory> = z.object({
  versions: z.array(versionAnswer),
  changes: z.array(auditAnswer),
});

export const trafficAnswer: z.ZodMiniType<TrafficSeries> = z.object({
  remote,
  minutes: z.number(),
  from: time,
  versions: z.array(
    z.object({
      version: z.string(),
      points: z.array(
        z.object({
          minute: time,
          views: z.number(),
          failures: z.number(),
          ratePercent: z.nullable(z.number()),
        }),
      ),
    }),
  ),
});

export const guardAnswer: z.ZodMiniType<{ remote: string; thresholds: GuardThresholds }> = z.object(
  { remote: z.string(), thresholds: thresholdsAnswer },
);

/** What `registry preview` prints: the grant's id, the link and when the grant ends. */
export interface PreviewAnswer {
  id: string;
  remote: string;
  version: string;
  expiresAt: string;
  link: string;
}

export const previewAnswer: z.ZodMiniType<PreviewAnswer> = z.object({
  id: z.string(),
  remote: z.string(),
  version: z.string(),
  expiresAt: time,
  link: z.string(),
});

export const previewGrantAnswer: z.ZodMiniType<PreviewGrantView> = z.object({
  id: z.string(),
  remote,
  version: z.string(),
  issuedAt: time,
  issuedBy: z.string(),
  issuedToken: nullableString,
  expiresAt: time,
  revokedAt: nullableString,
  revokedBy: nullableString,
});

/** What `registry visitor` prints: the visitor's bucket and what each remote serves it. */
export interface VisitorAnswer {
  bucket: number;
  /** Where the bucket was read: the visitor's cookie, or the network of a new visitor's address. */
  from: 'cookie' | 'address';
  remotes: { remote: RemoteName; version: string; channel: 'stable' | 'canary' }[];
}

export const visitorAnswer: z.ZodMiniType<VisitorAnswer> = z.object({
  bucket: z.number(),
  from: z.enum(['cookie', 'address']),
  remotes: z.array(
    z.object({ remote, version: z.string(), channel: z.enum(['stable', 'canary']) }),
  ),
});
