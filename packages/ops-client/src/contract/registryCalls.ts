import * as z from 'zod/mini';
import { remoteNames } from '@gold/routes';
import {
  channelsAnswer as channels,
  guardAnswer,
  historyAnswer,
  previewAnswer,
  previewGrantAnswer,
  rolloutsAnswer,
  statusAnswer,
  trafficAnswer,
  versionAnswer,
  visitorAnswer,
} from './answers';
import { changeBody, reason, revision, version } from './changeFields';
import { opsCall } from './opsCall';
import { percent, rampEvery, rampSteps, MAX_RAMP_STEPS } from './rolloutRules';

const external = z.strictObject({ url: z.string().check(z.maxLength(2000)), reason, revision });

/** A preview grant's id as the server makes them (`pv-` and 12 hex digits). */
export const previewGrantId = {
  pattern: /^pv-[0-9a-f]{12}$/,
  rule: 'like pv-0123456789ab',
};

/**
 * The registry's calls, one entry each (a new call is one more entry): the routes of
 * server/src/release/ops register and validate with them, the CLI and the console send through
 * them. Preview grants and visitor look-ups included.
 */
export const registryCalls = {
  status: opsCall({
    method: 'GET',
    route: '/registry',
    request: z.strictObject({}),
    response: statusAnswer,
  }),
  rollouts: opsCall({
    method: 'GET',
    route: '/registry/rollouts',
    request: z.strictObject({}),
    response: rolloutsAnswer,
  }),
  visitor: opsCall({
    method: 'POST',
    route: '/registry/visitor',
    request: z.strictObject({
      /** The visitor's `mf_bucket` cookie, as the browser holds it. */
      cookie: z.optional(z.string().check(z.maxLength(2000))),
      /** Or the address a new visitor comes from. */
      address: z.optional(z.string().check(z.maxLength(64))),
    }),
    response: visitorAnswer,
  }),
  history: opsCall({
    method: 'GET',
    route: '/registry/:remote',
    request: z.strictObject({}),
    response: historyAnswer,
  }),
  traffic: opsCall({
    method: 'GET',
    route: '/registry/:remote/traffic',
    // A query's values arrive as text.
    request: z.object({ minutes: z.optional(z.pipe(z.string(), z.transform(Number))) }),
    response: trafficAnswer,
  }),
  /** A build folder as a multipart form, each file under its path (and `reason`). */
  publish: opsCall({
    method: 'POST',
    route: '/registry/:remote/versions',
    request: z.custom<FormData>(),
    response: versionAnswer,
  }),
  external: opsCall({
    method: 'POST',
    route: '/registry/:remote/external',
    request: external,
    response: versionAnswer,
  }),
  /** A share in percent, or a ramp (never both: the route refuses both or neither). */
  canary: opsCall({
    method: 'POST',
    route: '/registry/:remote/canary',
    request: z.strictObject({
      version,
      percent: z.optional(percent),
      ramp: z.optional(z.strictObject({ steps: rampSteps, everyMs: rampEvery })),
      reason,
      revision,
    }),
    response: channels,
  }),
  promote: opsCall({
    method: 'POST',
    route: '/registry/:remote/promote',
    request: z.strictObject({ version: z.optional(version), reason, revision }),
    response: channels,
  }),
  rollback: opsCall({
    method: 'POST',
    route: '/registry/:remote/rollback',
    request: z.strictObject({ to: z.optional(version), reason, revision }),
    response: channels,
  }),
  swap: opsCall({
    method: 'POST',
    route: '/registry/:remote/swap',
    request: external,
    response: channels,
  }),
  abort: opsCall({
    method: 'POST',
    route: '/registry/:remote/abort',
    request: changeBody,
    response: channels,
  }),
  pause: opsCall({
    method: 'POST',
    route: '/registry/:remote/pause',
    request: changeBody,
    response: channels,
  }),
  resume: opsCall({
    method: 'POST',
    route: '/registry/:remote/resume',
    request: changeBody,
    response: channels,
  }),
  /** The ramp's next step now (a next step of 100 promotes). */
  advance: opsCall({
    method: 'POST',
    route: '/registry/:remote/advance',
    request: changeBody,
    response: channels,
  }),
  /** The steps after the current one (the server checks the whole ramp they make), the interval. */
  ramp: opsCall({
    method: 'POST',
    route: '/registry/:remote/ramp',
    request: z.strictObject({
      steps: z.array(z.number()).check(z.maxLength(MAX_RAMP_STEPS)),
      everyMs: z.optional(rampEvery),
      reason,
      revision,
    }),
    response: channels,
  }),
  /** The remote's own guard thresholds (the server checks their ranges), or the defaults again. */
  guard: opsCall({
    method: 'POST',
    route: '/registry/:remote/guard',
    request: z.strictObject({
      minVisitors: z.optional(z.number()),
      maxRatePercent: z.optional(z.number()),
      maxRatio: z.optional(z.number()),
      defaults: z.optional(z.literal(true)),
      reason,
    }),
    response: guardAnswer,
  }),
  preview: opsCall({
    method: 'POST',
    route: '/registry/:remote/preview',
    request: z.strictObject({
      version: z.string().check(z.maxLength(64)),
      forMs: z.optional(z.number()),
      reason,
    }),
    response: previewAnswer,
  }),
  /** The preview grants not yet expired: one remote's, or of every remote the token may release. */
  previews: opsCall({
    method: 'GET',
    route: '/registry/previews',
    request: z.strictObject({ remote: z.optional(z.enum(remoteNames)) }),
    response: z.object({ items: z.array(previewGrantAnswer) }),
  }),
  /** Ends one grant on every instance at the registry's next revision; answers the grant. */
  revokePreview: opsCall({
    method: 'POST',
    route: '/registry/previews/:id/revoke',
    request: z.strictObject({ reason }),
    response: previewGrantAnswer,
  }),
};
