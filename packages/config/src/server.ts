import { isIP } from 'node:net';
import { defaultPublicConfig, type PublicConfig } from './siteConfig';

export { MEMORY_ENVIRONMENT } from './memoryEnvironment';

/** Everything the server needs: the public config plus what never leaves the server. */
export interface ServerConfig {
  public: PublicConfig;
  /** Public port of the server process (site, remotes and API); ops have their own, below. */
  port: number;
  /** Interface to listen on: loopback unless told otherwise, so a laptop serves only itself. */
  host: string;
  /** NODE_ENV=production: the ops token must be a real secret even on a loopback interface. */
  production: boolean;
  /**
   * The listener of /ops and the release console, always one of their own: OPS_PORT (the port
   * after PORT unless set) on OPS_HOST (loopback unless set). Another origin than the visitors'
   * pages, so that no script served to visitors can read the console's token or call /ops with
   * the browser's help; /ops answers 404 on the public port.
   */
  opsListener: { port: number; host: string };
  /**
   * The host names the ops listener answers to (the `Host` a request names, without its port):
   * localhost, 127.0.0.1, [::1] and OPS_HOST where it names one address, and those OPS_HOST_NAMES
   * lists (comma-separated). A request naming any other is refused, so that a page of another
   * name that resolves to this address (DNS rebinding) reads nothing from it.
   */
  opsHostNames: string[];
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl: string | undefined;
  /**
   * How long a request waits on PostgreSQL at most: for a connection (a new one, or a free one
   * of the pool) and for a query's answer (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS).
   * A hung database then fails a request as unavailable (503, nothing stored) in seconds.
   */
  databaseTimeouts: DatabaseTimeouts;
  /** Folder of the embedded database and of uploaded files. */
  dataDir: string;
  /** Bearer token of the ops endpoints (registry writes); {@link DEV_OPS_TOKEN} when unset. */
  opsToken: string;
  /**
   * Bearer token of `GET /metrics` on the ops listener (a scraper's, read-only); unset: only
   * {@link opsToken} scrapes. Checked in memory, so scrapes go on while the database is down.
   */
  metricsToken: string | undefined;
  /**
   * Key of what the server signs for browsers to hand back (page view ids, preview grants): the
   * same on every instance, so that any of them checks what another issued. {@link DEV_SIGNING_KEY}
   * when unset.
   */
  signingKey: string;
  /** Requests per client address and minute: to each form endpoint, and to the telemetry beacon. */
  rateLimits: { formsPerMinute: number; beaconPerMinute: number };
  /**
   * Which proxies in front are trusted to say who the client is (X-Forwarded-For, -Proto): none
   * (false), the nearest N hops (a number: each appends the address it received from, so the
   * client is the entry N from the right), or the proxies at these addresses or CIDRs. Never "any":
   * the left-most entry is whatever the client wrote, and any visitor could name a new address
   * per request and never meet a rate limit.
   */
  trustProxy: ProxyTrust;
  /** Least severe log level written: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: LogLevel;
  /** The checkout whose built shell and remotes are served; the server's own checkout by default. */
  webRoot: string | undefined;
  /**
   * Publish and promote the remotes built in the web root at start-up: on by default, off by
   * default under NODE_ENV=production (instances started together would race to promote their
   * local builds; releases there go through the registry commands); AUTO_PUBLISH=1 or 0 says.
   */
  autoPublish: boolean;
  /**
   * Seconds a stopping server waits for requests in progress before it cuts their connections:
   * a stalled upload would otherwise hold the stop for Node's five-minute request timeout.
   */
  shutdownGraceSeconds: number;
  /**
   * Seconds a server keeps serving after SIGTERM with `/readyz` answering 503, so a load balancer
   * sees it leave and sends new requests elsewhere before it stops taking connections.
   */
  drainSeconds: number;
  /** What a client may hold of the server: see `connectionLimitsFrom`. */
  connectionLimits: ConnectionLimits;
  /** Whether `.map` files are served (off in production unless SOURCE_MAPS=1: they show our sources). */
  serveSourceMaps: boolean;
  /** The canary guard: see `CanaryGuardConfig`. */
  canaryGuard: CanaryGuardConfig;
  /**
   * Origins (`https://cdn.example`) that may host builds registered by URL (`publish --url`,
   * `swap --url`), private and loopback addresses included. Empty: any https origin whose host
   * resolves to a public address.
   */
  externalBuildOrigins: readonly string[];
  /**
   * Dev-server ports of the shell, the remotes and the release console (`npm run dev`), and of the
   * local proxy that shows a remote inside a running site (`npm run remote:dev -- <remote> --against`).
   */
  /**
   * The address the dev servers listen on: loopback (`localhost`) unless `DEV_HOST` says another
   * (`0.0.0.0` to reach them from a phone on the same network).
   */
  devHost: string;
  devPorts: Record<
    | 'shell'
    | 'home'
    | 'calculator'
    | 'partner'
    | 'branches'
    | 'content'
    | 'opsConsole'
    | 'siteProxy',
    number
  >;
}

type Env = Record<string, string | undefined>;

/** See {@link ServerConfig.trustProxy}. */
export type ProxyTrust = false | number | readonly string[];

/** Timeouts and caps that keep one client from holding the server's connections. */
export interface ConnectionLimits {
  /** A request's headers must arrive within this many seconds. */
  headersSeconds: number;
  /** A connection with no byte in either direction for this long is cut (a stalled upload). */
  idleSeconds: number;
  /** A whole request, body included, must arrive within this long (a 5 MB upload on a slow phone). */
  requestSeconds: number;
  /** An idle kept-alive connection is closed after this long. */
  keepAliveSeconds: number;
  /**
   * A body must arrive at this many bytes per second or more, averaged over each window of
   * `bodyRateWindowSeconds`, or its connection is cut (a slow drip); 0 for no minimum.
   */
  minBodyBytesPerSecond: number;
  bodyRateWindowSeconds: number;
  /** Open connections one client address may hold; 0 for no cap (behind a proxy: all one address). */
  perClient: number;
  /**
   * Open connections the site's listener holds at most (MAX_CONNECTIONS); unset, the server
   * derives it from its file descriptor limit at start (see the server's `connectionCap`).
   */
  maxConnections: number | undefined;
}

/**
 * The canary guard's default thresholds (a remote may set its own with `registry guard`), the
 * window it counts over, how often it looks, and how often page view counts are written.
 */
export interface CanaryGuardConfig {
  /** The canary's distinct visitors needed before it is judged. */
  minVisitors: number;
  /** The failure rate, in percent, that the guard's test takes as a bad canary, at the least... */
  maxRatePercent: number;
  /** ...or this many times stable's, where that is more. */
  maxRatio: number;
  windowMinutes: number;
  intervalSeconds: number;
  flushSeconds: number;
}

/** A setting the server cannot run with: its message says which, and what it should be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The ops token of development, documented in the README: anyone can read it there. */
export const DEV_OPS_TOKEN = 'dev-ops-token';

/** The signing key of development: as public as {@link DEV_OPS_TOKEN}. */
export const DEV_SIGNING_KEY = 'dev-signing-key';

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

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

function logLevelFrom(env: Env): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = logLevels.find((name) => name === raw);
  if (!level)
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${raw}"`);
  return level;
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

/** A whole number from the environment within [min, max], or `fallback` when it is not set. */
function wholeNumberFrom(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  meaning: string,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be ${meaning}, got "${raw}"`);
  }
  return value;
}

const intFrom = (env: Env, name: string, fallback: number) =>
  wholeNumberFrom(env, name, fallback, 0, 65535, 'a port number');

const countFrom = (env: Env, name: string, fallback: number) =>
  wholeNumberFrom(env, name, fallback, 1, Number.MAX_SAFE_INTEGER, 'a whole number above 0');

const secondsFrom = (env: Env, name: string, fallback: number) =>
  wholeNumberFrom(env, name, fallback, 1, 86_400, 'a whole number of seconds from 1 to 86400');

/** A number (decimals allowed) from the environment within [min, max], or `fallback`. */
function decimalFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function canaryGuardFrom(env: Env): CanaryGuardConfig {
  return {
    minVisitors: countFrom(env, 'CANARY_GUARD_MIN_VISITORS', 10),
    maxRatePercent: decimalFrom(env, 'CANARY_GUARD_MAX_RATE', 5, 0.01, 100),
    maxRatio: decimalFrom(env, 'CANARY_GUARD_MAX_RATIO', 2, 0.01, 1000),
    // Traffic is kept for a day: a longer window would count less than it says.
    windowMinutes: wholeNumberFrom(
      env,
      'CANARY_GUARD_WINDOW_MINUTES',
      10,
      1,
      1440,
      'a whole number of minutes from 1 to 1440',
    ),
    intervalSeconds: secondsFrom(env, 'CANARY_GUARD_INTERVAL_SECONDS', 2),
    flushSeconds: secondsFrom(env, 'PAGE_VIEW_FLUSH_SECONDS', 2),
  };
}

/** Names proxy-addr (Fastify's) knows for address ranges, besides addresses and CIDRs. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether `item` is an IPv4 or IPv6 address, alone or as a CIDR (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(item: string): boolean {
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 for none, a number of hops (1: one proxy in front), or the proxies'
 * addresses or CIDRs, comma-separated. `true` is refused: it trusted the left-most
 * X-Forwarded-For entry, which the client writes.
 */
function proxyTrustFrom(env: Env): ProxyTrust {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return wholeNumberFrom(env, 'TRUST_PROXY', 0, 1, 10, 'hops from 1 to 10');
  const items = raw.split(',').map((item) => item.trim());
  const wrong = items.find((item) => !proxyRangeNames.includes(item) && !isAddressOrCidr(item));
  if (wrong !== undefined)
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front (1 for one), or their addresses or CIDRs comma-separated; "${wrong}" is neither`,
    );
  return items;
}

function connectionLimitsFrom(env: Env, trustProxy: ProxyTrust): ConnectionLimits {
  return {
    headersSeconds: secondsFrom(env, 'HEADERS_TIMEOUT_SECONDS', 20),
    idleSeconds: secondsFrom(env, 'IDLE_TIMEOUT_SECONDS', 30),
    // 5 MB at 256 kbit/s takes about 160 s.
    requestSeconds: secondsFrom(env, 'REQUEST_TIMEOUT_SECONDS', 300),
    // Longer than HAProxy's pool purge (5 s), shorter than Fastify's 72 s: an idle visitor's
    // connection is not worth a descriptor for a minute.
    keepAliveSeconds: secondsFrom(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 10),
    // 4 KiB/s is an eighth of a 2G phone's 256 kbit/s upload; averaged over 20 s, a phone whose
    // radio stalls for ten seconds still passes (see decision 0028).
    minBodyBytesPerSecond: wholeNumberFrom(
      env,
      'MIN_BODY_BYTES_PER_SECOND',
      4096,
      0,
      1_000_000_000,
      'a whole number of bytes per second (0 for no minimum)',
    ),
    bodyRateWindowSeconds: secondsFrom(env, 'BODY_RATE_WINDOW_SECONDS', 20),
    perClient: wholeNumberFrom(
      env,
      'MAX_CONNECTIONS_PER_CLIENT',
      // Behind a proxy every connection comes from the proxy: its own limits apply there.
      trustProxy === false ? 64 : 0,
      0,
      100_000,
      'a whole number (0 for no cap)',
    ),
    maxConnections:
      env.MAX_CONNECTIONS === undefined || env.MAX_CONNECTIONS === ''
        ? undefined
        : countFrom(env, 'MAX_CONNECTIONS', 0),
  };
}

function opsListenerFrom(env: Env, sitePort: number): ServerConfig['opsListener'] {
  const host = env.OPS_HOST || 'localhost';
  if (env.OPS_PORT) {
    const port = intFrom(env, 'OPS_PORT', 0);
    // Port 0 twice is two ports the system picks, never the same one.
    if (port === sitePort && port !== 0)
      throw new ConfigError(
        'OPS_PORT must differ from PORT: ops are never served on the public port',
      );
    return { port, host };
  }
  // PORT=0 (any free port, in tests): the ops listener takes any free port too.
  if (sitePort === 0) return { port: 0, host };
  if (sitePort === 65535)
    throw new ConfigError('PORT 65535 leaves no port after it for the ops listener: set OPS_PORT');
  return { port: sitePort + 1, host };
}

/** See {@link ServerConfig.databaseTimeouts}. */
export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}

/** Longest time a request waits for a connection, and for a query's answer, by default. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, queryMs: 3_000 };

const millisecondsFrom = (env: Env, name: string, fallback: number) =>
  wholeNumberFrom(env, name, fallback, 100, 600_000, 'a whole number of ms from 100 to 600000');

function databaseTimeoutsFrom(env: Env): DatabaseTimeouts {
  const { connectMs, queryMs } = DEFAULT_DATABASE_TIMEOUTS;
  return {
    connectMs: millisecondsFrom(env, 'DATABASE_CONNECT_TIMEOUT_MS', connectMs),
    queryMs: millisecondsFrom(env, 'DATABASE_QUERY_TIMEOUT_MS', queryMs),
  };
}

/** A host name as a `Host` header names it: lower case, an IPv6 address in brackets. */
export function hostNameOf(host: string): string {
  const bare = host.trim().toLowerCase();
  return bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare;
}

/** Whether a listener on `host` listens on every address of the machine. */
export function isAnyAddress(host: string): boolean {
  return ['0.0.0.0', '::', '[::]'].includes(host);
}

/** Where this machine reaches a listener on `host` and `port`: localhost for every address. */
export function listenerUrl(host: string, port: number): string {
  return `http://${isAnyAddress(host) ? 'localhost' : hostNameOf(host)}:${port}`;
}

function opsHostNamesFrom(env: Env, opsHost: string): string[] {
  const anyAddress = isAnyAddress(opsHost);
  const listed = (env.OPS_HOST_NAMES ?? '').split(',').filter((name) => name.trim() !== '');
  const names = ['localhost', '127.0.0.1', '[::1]', ...(anyAddress ? [] : [opsHost]), ...listed];
  return [...new Set(names.map(hostNameOf))];
}

/**
 * Where the ops commands and the operator's browser reach the ops listener of this config: its
 * port on this machine, or on OPS_HOST when that names one address.
 */
export function opsUrlOf({ opsListener: { host, port } }: ServerConfig): string {
  return listenerUrl(host, port);
}

/** EXTERNAL_BUILD_ORIGINS: comma-separated http(s) origins, each written as an origin alone. */
function externalBuildOriginsFrom(env: Env): string[] {
  const raw = env.EXTERNAL_BUILD_ORIGINS ?? '';
  const origins = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      const originAlone =
        url &&
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        !url.username &&
        !url.password &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash;
      if (!url || !originAlone)
        throw new ConfigError(
          `EXTERNAL_BUILD_ORIGINS must list http(s) origins like https://cdn.example, comma-separated; "${item}" is not one`,
        );
      return url.origin;
    });
  return [...new Set(origins)];
}

/** Reads the config from the environment (SITE_*, AES_KEY, PORT, ...) over the defaults. */
export function loadServerConfig(env: Env = process.env): ServerConfig {
  const d = defaultPublicConfig;
  const port = intFrom(env, 'PORT', 8080);
  const aesKey = env.AES_KEY ?? d.aesKey;
  const trustProxy = proxyTrustFrom(env);
  if (![16, 24, 32].includes(new TextEncoder().encode(aesKey).length)) {
    throw new ConfigError('AES_KEY must be 16, 24 or 32 bytes long');
  }
  return {
    public: {
      brandName: env.SITE_BRAND_NAME ?? d.brandName,
      legalName: env.SITE_LEGAL_NAME ?? d.legalName,
      phone: env.SITE_PHONE ?? d.phone,
      email: env.SITE_EMAIL ?? d.email,
      dpoEmail: env.SITE_DPO_EMAIL ?? d.dpoEmail,
      address: env.SITE_ADDRESS ? env.SITE_ADDRESS.split('|') : d.address,
      copyrightYear: intFrom(env, 'SITE_COPYRIGHT_YEAR', d.copyrightYear),
      siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
      aesKey,
    },
    port,
    // Fastify listens on every address of 'localhost' (127.0.0.1 and ::1).
    host: env.HOST || 'localhost',
    production: env.NODE_ENV === 'production',
    opsListener: opsListenerFrom(env, port),
    opsHostNames: opsHostNamesFrom(env, env.OPS_HOST || 'localhost'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: databaseTimeoutsFrom(env),
    dataDir: env.DATA_DIR ?? '.data',
    opsToken: env.OPS_TOKEN || DEV_OPS_TOKEN,
    metricsToken: env.METRICS_TOKEN || undefined,
    signingKey: env.SIGNING_KEY || DEV_SIGNING_KEY,
    rateLimits: {
      formsPerMinute: countFrom(env, 'RATE_LIMIT_FORMS_PER_MINUTE', 20),
      beaconPerMinute: countFrom(env, 'RATE_LIMIT_BEACON_PER_MINUTE', 60),
    },
    trustProxy,
    logLevel: logLevelFrom(env),
    webRoot: env.WEB_ROOT || undefined,
    autoPublish:
      env.AUTO_PUBLISH === undefined || env.AUTO_PUBLISH === ''
        ? env.NODE_ENV !== 'production'
        : env.AUTO_PUBLISH !== '0',
    shutdownGraceSeconds: wholeNumberFrom(
      env,
      'SHUTDOWN_GRACE_SECONDS',
      10,
      0,
      3600,
      'a whole number of seconds from 0 to 3600',
    ),
    drainSeconds: wholeNumberFrom(
      env,
      'DRAIN_SECONDS',
      5,
      0,
      300,
      'a whole number of seconds from 0 to 300',
    ),
    connectionLimits: connectionLimitsFrom(env, trustProxy),
    serveSourceMaps:
      env.SOURCE_MAPS === '1' || (env.SOURCE_MAPS !== '0' && env.NODE_ENV !== 'production'),
    canaryGuard: canaryGuardFrom(env),
    externalBuildOrigins: externalBuildOriginsFrom(env),
    devHost: env.DEV_HOST || 'localhost',
    devPorts: {
      shell: intFrom(env, 'DEV_PORT_SHELL', 3000),
      home: intFrom(env, 'DEV_PORT_HOME', 3001),
      calculator: intFrom(env, 'DEV_PORT_CALCULATOR', 3002),
      partner: intFrom(env, 'DEV_PORT_PARTNER', 3003),
      branches: intFrom(env, 'DEV_PORT_BRANCHES', 3004),
      content: intFrom(env, 'DEV_PORT_CONTENT', 3005),
      opsConsole: intFrom(env, 'DEV_PORT_OPS_CONSOLE', 3010),
      siteProxy: intFrom(env, 'DEV_PORT_SITE_PROXY', 3080),
    },
  };
}
