import { buildOrigins } from './buildOrigins';
import { list, optionalText, optionalWhole, text } from './variable';

/** The ops token of development, documented in the README: anyone can read it there. */
export const DEV_OPS_TOKEN = 'dev-ops-token';

/** The signing key of development: as public as {@link DEV_OPS_TOKEN}. */
export const DEV_SIGNING_KEY = 'dev-signing-key';

/** The ops endpoints' secrets, their listener, and where builds registered by URL may come from. */
export const opsVariables = {
  OPS_TOKEN: {
    schema: text(DEV_OPS_TOKEN),
    accepts: 'a random secret of 32 characters or more',
    production:
      'refused unset, as the default or under 32 characters (`openssl rand -hex 32`), as it is with a `HOST` or `OPS_HOST` reachable from other machines',
    section: 'server',
    description:
      'the bootstrap token of the ops endpoints (every remote, every capability); the default works on loopback only',
  },
  OPS_ACTOR: {
    schema: optionalText,
    accepts: 'a name',
    defaultText: 'the login name (`USER`)',
    section: 'opsCommands',
    description: 'the person the ops commands name in the audit trail beside the token',
  },
  METRICS_TOKEN: {
    schema: optionalText,
    accepts: 'a random secret of 32 characters or more',
    production: 'refused under 32 characters, as it is where ops are reachable from other machines',
    section: 'server',
    description:
      'the bearer token Prometheus scrapes `GET /metrics` on the ops listener with; it reads the metrics and nothing else, and is checked in memory (scrapes go on while the database is down). Unset: only `OPS_TOKEN` scrapes. See [metrics.md](metrics.md)',
  },
  SIGNING_KEY: {
    schema: text(DEV_SIGNING_KEY),
    accepts: 'a random secret of 32 characters or more',
    production:
      'refused unset, as the default or under 32 characters, as it is where ops are reachable from other machines',
    section: 'server',
    description:
      'the key of what the server signs for browsers to hand back: page view ids (the canary guard counts a failure report only with one) and preview grants (a new key ends every grant at once). Every instance needs the same key',
  },
  EXTERNAL_BUILD_ORIGINS: {
    schema: buildOrigins,
    accepts: 'http(s) origins, comma-separated',
    section: 'server',
    description:
      'origins (`https://cdn.example,https://builds.team.example`) that may host builds registered by URL (`publish --url`, `swap --url`), private and loopback addresses included. Unset: any https origin whose host resolves to public addresses only (never loopback, private, link-local, CGNAT or cloud metadata addresses). See [decision 0020](decisions/0020-external-builds-fetched-under-caps.md)',
  },
  OPS_PORT: {
    schema: optionalWhole(0, 65535),
    accepts: 'a port number',
    defaultText: '`PORT` + 1 (8081)',
    section: 'server',
    description:
      "the ops listener's port: every `/ops` endpoint and the release console (`/ops/`) are served there only and answer 404 on `PORT`. Another origin than the visitors' pages, so that no script they run can read the console's token or call `/ops` (see [decision 0019](decisions/0019-ops-on-a-listener-of-its-own.md)). Equal to `PORT` it is refused at start",
  },
  OPS_HOST: {
    schema: text('localhost'),
    accepts: 'an interface name or address',
    section: 'server',
    description: 'the interface of the ops listener: loopback unless set',
  },
  OPS_HOST_NAMES: {
    schema: list((name) => name),
    accepts: 'host names, comma-separated',
    section: 'server',
    description:
      'more host names the ops listener answers to, beside localhost, 127.0.0.1, [::1] and `OPS_HOST` where it is one address; a request naming any other host gets 421, so that a page of another name made to resolve to the listener (DNS rebinding) reads nothing',
  },
} as const;
