import { DEV_OPS_TOKEN, DEV_SIGNING_KEY } from './environment/opsVariables';
import type { ServerConfig } from './serverConfig';

type Env = Record<string, string | undefined>;

/** Shortest ops token, or signing key, a server reachable from other machines accepts. */
export const MIN_OPS_TOKEN_LENGTH = 32;

/** Whether an interface accepts connections from this machine only. */
function isLoopback(host: string): boolean {
  return ['localhost', '::1', '[::1]'].includes(host) || host.startsWith('127.');
}

/** Why one secret is not fit for a server others can reach, or null. */
function weakSecret(value: string, devDefault: string): string | null {
  if (value === devDefault) return 'is unset or the development default';
  if (value.length < MIN_OPS_TOKEN_LENGTH)
    return `has ${value.length} characters, fewer than ${MIN_OPS_TOKEN_LENGTH}`;
  return null;
}

/**
 * Why a server with this config must not start, or null. Once ops can be reached from other
 * machines (NODE_ENV=production, or a host that is not loopback), the documented development
 * token would hand anyone the visitors' personal data, the rates and the published JavaScript,
 * and the documented signing key would let anyone forge what the server signs.
 */
export function unsafeSecret(config: ServerConfig): string | null {
  const openInterface = (
    [
      ['HOST', config.host],
      ['OPS_HOST', config.opsListener.host],
    ] as const
  ).find(([, host]) => !isLoopback(host));
  const exposedBy = config.production
    ? 'NODE_ENV=production'
    : openInterface && `${openInterface[0]}=${openInterface[1]} is not a loopback address`;
  if (!exposedBy) return null;
  const secrets = [
    ['OPS_TOKEN', weakSecret(config.opsToken, DEV_OPS_TOKEN)],
    ['SIGNING_KEY', weakSecret(config.signingKey, DEV_SIGNING_KEY)],
    [
      'METRICS_TOKEN',
      config.metricsToken === undefined ? null : weakSecret(config.metricsToken, ''),
    ],
  ] as const;
  const [name, problem] = secrets.find(([, weak]) => weak !== null) ?? [];
  return name
    ? `refusing to start: ${name} ${problem}, and ${exposedBy}; set it to a random secret (e.g. \`openssl rand -hex 32\`)`
    : null;
}

/**
 * Why a production server must not start with this environment for want of SITE_URL, or null:
 * without it canonical links, `og:url` and the sitemap would name `http://localhost:<PORT>`.
 */
export function missingSiteUrl(env: Env = process.env): string | null {
  return env.NODE_ENV === 'production' && !env.SITE_URL
    ? "refusing to start: SITE_URL is unset, and NODE_ENV=production; set it to the site's public address (e.g. https://www.example.com)"
    : null;
}
