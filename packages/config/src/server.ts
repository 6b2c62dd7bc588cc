import { readEnvironment } from './environment/environment';
import { opsHostNamesOf, opsListenerOf } from './listeners';
import type { DatabaseTimeouts, ServerConfig } from './serverConfig';

export { ConfigError } from './environment/configError';
export { environmentSchema, variables, type Environment } from './environment/environment';
export { DEV_OPS_TOKEN, DEV_SIGNING_KEY } from './environment/opsVariables';
export type { ProxyTrust } from './environment/proxyTrust';
export type { LogLevel } from './environment/releaseVariables';
export { hostNameOf, isAnyAddress, listenerUrl, opsUrlOf } from './listeners';
export { MEMORY_ENVIRONMENT } from './memoryEnvironment';
export { MIN_OPS_TOKEN_LENGTH, missingSiteUrl, unsafeSecret } from './secrets';
export type {
  CanaryGuardConfig,
  ConnectionLimits,
  DatabaseTimeouts,
  ServerConfig,
} from './serverConfig';

/** Longest time a request waits for a connection, and for a query's answer, by default. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: readEnvironment({}).DATABASE_CONNECT_TIMEOUT_MS,
  queryMs: readEnvironment({}).DATABASE_QUERY_TIMEOUT_MS,
};

/** Reads the config from the environment (SITE_*, AES_KEY, PORT, ...) through its one schema. */
export function loadServerConfig(
  env: Record<string, string | undefined> = process.env,
): ServerConfig {
  const e = readEnvironment(env);
  const production = e.NODE_ENV === 'production';
  return {
    public: {
      brandName: e.SITE_BRAND_NAME,
      legalName: e.SITE_LEGAL_NAME,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      dpoEmail: e.SITE_DPO_EMAIL,
      address: e.SITE_ADDRESS,
      copyrightYear: e.SITE_COPYRIGHT_YEAR,
      siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
      aesKey: e.AES_KEY,
    },
    port: e.PORT,
    // Fastify listens on every address of 'localhost' (127.0.0.1 and ::1).
    host: e.HOST,
    production,
    opsListener: opsListenerOf(e.PORT, e.OPS_PORT, e.OPS_HOST),
    opsHostNames: opsHostNamesOf(e.OPS_HOST, e.OPS_HOST_NAMES),
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
    },
    dataDir: e.DATA_DIR,
    opsToken: e.OPS_TOKEN,
    opsCommand: {
      actor: e.OPS_ACTOR ?? env.USER ?? 'cli',
      tokenSet: Boolean(env.OPS_TOKEN),
    },
    metricsToken: e.METRICS_TOKEN,
    signingKey: e.SIGNING_KEY,
    rateLimits: {
      formsPerMinute: e.RATE_LIMIT_FORMS_PER_MINUTE,
      beaconPerMinute: e.RATE_LIMIT_BEACON_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT,
    // Instances started together would race to promote their local builds.
    autoPublish: e.AUTO_PUBLISH ?? !production,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    drainSeconds: e.DRAIN_SECONDS,
    connectionLimits: {
      headersSeconds: e.HEADERS_TIMEOUT_SECONDS,
      idleSeconds: e.IDLE_TIMEOUT_SECONDS,
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      keepAliveSeconds: e.KEEP_ALIVE_TIMEOUT_SECONDS,
      minBodyBytesPerSecond: e.MIN_BODY_BYTES_PER_SECOND,
      bodyRateWindowSeconds: e.BODY_RATE_WINDOW_SECONDS,
      // Behind a proxy every connection comes from the proxy: its own limits apply there.
      perClient: e.MAX_CONNECTIONS_PER_CLIENT ?? (e.TRUST_PROXY === false ? 64 : 0),
      maxConnections: e.MAX_CONNECTIONS,
    },
    // Source maps show our sources.
    serveSourceMaps: e.SOURCE_MAPS ?? !production,
    canaryGuard: {
      minVisitors: e.CANARY_GUARD_MIN_VISITORS,
      maxRatePercent: e.CANARY_GUARD_MAX_RATE,
      maxRatio: e.CANARY_GUARD_MAX_RATIO,
      windowMinutes: e.CANARY_GUARD_WINDOW_MINUTES,
      intervalSeconds: e.CANARY_GUARD_INTERVAL_SECONDS,
      flushSeconds: e.PAGE_VIEW_FLUSH_SECONDS,
    },
    externalBuildOrigins: e.EXTERNAL_BUILD_ORIGINS,
    devHost: e.DEV_HOST,
    devPorts: {
      shell: e.DEV_PORT_SHELL,
      home: e.DEV_PORT_HOME,
      calculator: e.DEV_PORT_CALCULATOR,
      partner: e.DEV_PORT_PARTNER,
      branches: e.DEV_PORT_BRANCHES,
      content: e.DEV_PORT_CONTENT,
      opsConsole: e.DEV_PORT_OPS_CONSOLE,
      siteProxy: e.DEV_PORT_SITE_PROXY,
    },
  };
}
