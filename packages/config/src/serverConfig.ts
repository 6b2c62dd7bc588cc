import type { LogLevel } from './environment/releaseVariables';
import type { ProxyTrust } from './environment/proxyTrust';
import type { PublicConfig } from './siteConfig';

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
  /** What the ops commands (`registry`, `tokens`, `rates:set`) tell the server beside the token. */
  opsCommand: {
    /** Who acts, for the audit trail: OPS_ACTOR, else the login name, else `cli`. */
    actor: string;
    /** OPS_TOKEN was set, rather than the development default: a refusal then says which. */
    tokenSet: boolean;
  };
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
  /** What a client may hold of the server: see {@link ConnectionLimits}. */
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
   * The address the dev servers listen on: loopback (`localhost`) unless `DEV_HOST` says another
   * (`0.0.0.0` to reach them from a phone on the same network).
   */
  devHost: string;
  /**
   * Dev-server ports of the shell, the remotes and the release console (`npm run dev`), and of the
   * local proxy that shows a remote inside a running site (`npm run remote:dev -- <remote> --against`).
   */
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

/** See {@link ServerConfig.databaseTimeouts}. */
export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}
