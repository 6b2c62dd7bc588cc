import * as z from 'zod/mini';
import { decimal, onOrOff, oneOf, optionalText, whole } from './variable';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const seconds = 'a whole number of seconds from 1 to 86400';

/** What the server serves and logs, and the canary guard's defaults. */
export const releaseVariables = {
  SOURCE_MAPS: {
    // Only 1 and 0 say; anything else leaves the NODE_ENV default.
    schema: z.pipe(
      z.optional(z.string()),
      z.transform((raw) => (raw === '1' ? true : raw === '0' ? false : undefined)),
    ),
    accepts: '`1` or `0`',
    defaultText: 'on, off when `NODE_ENV=production`',
    section: 'server',
    description: '`1` serves the `.map` files in production too, `0` never',
  },
  LOG_LEVEL: {
    schema: oneOf(logLevels, 'info'),
    accepts: `one of ${logLevels.join(', ')}`,
    section: 'server',
    description:
      "least severe log level written; one JSON access line per request at `info`, buffered (a crash may lose the last few KB of log, never data). Every line of a request carries its id as `reqId`, the one its answer names in `X-Request-Id` (a trusted proxy's, see `TRUST_PROXY`, else made)",
  },
  CANARY_GUARD_MIN_VISITORS: {
    schema: whole(10, 1, Number.MAX_SAFE_INTEGER),
    accepts: 'a whole number above 0',
    section: 'server',
    description:
      'no canary is judged before that many distinct visitors ran it (each network weighing one at most); a remote may set its own thresholds: `registry guard` ([decision 0043](decisions/0043-guard-counts-visitors-sequentially.md))',
  },
  CANARY_GUARD_MAX_RATE: {
    schema: decimal(5, 0.01, 100),
    accepts: 'a number from 0.01 to 100',
    section: 'server',
    description:
      "the guard's sequential test takes a canary failing for that many percent of its visitors as bad, or `CANARY_GUARD_MAX_RATIO` times stable's rate where that is more",
  },
  CANARY_GUARD_MAX_RATIO: {
    schema: decimal(2, 0.01, 1000),
    accepts: 'a number from 0.01 to 1000',
    section: 'server',
    description:
      "how many times stable's failure rate the guard takes as bad, where that is more than `CANARY_GUARD_MAX_RATE`",
  },
  CANARY_GUARD_WINDOW_MINUTES: {
    // Traffic is kept for a day: a longer window would count less than it says.
    schema: whole(10, 1, 1440),
    accepts: 'a whole number of minutes from 1 to 1440',
    section: 'server',
    description: 'the window the guard counts over',
  },
  CANARY_GUARD_INTERVAL_SECONDS: {
    schema: whole(2, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description: "how often each instance's guard looks",
  },
  PAGE_VIEW_FLUSH_SECONDS: {
    schema: whole(2, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description:
      "how often each instance adds the start and failure reports of visitors' browsers to the database",
  },
  WEB_ROOT: {
    schema: optionalText,
    accepts: 'a folder',
    defaultText:
      'the checkout the running `server.mjs` sits in (three folders up from it, wherever it was moved)',
    section: 'server',
    description:
      "which build folders the server serves: `<WEB_ROOT>/shell/dist` and each remote's `dist`",
  },
  AUTO_PUBLISH: {
    schema: onOrOff,
    accepts: '`1`, or `0` for off',
    defaultText: 'on, but off under `NODE_ENV=production` unless `1`',
    section: 'server',
    description:
      'whether the server publishes and promotes the local remote builds at start-up; `0` leaves releases to the registry commands, as production does by default ([production.md](production.md))',
  },
} as const;
