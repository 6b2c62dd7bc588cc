import { proxyTrust } from './proxyTrust';
import { optionalWhole, whole } from './variable';

const perMinute = 'a whole number above 0';
const seconds = 'a whole number of seconds from 1 to 86400';

/** What one client may ask of the server, and how long it may hold a connection. */
export const trafficVariables = {
  RATE_LIMIT_FORMS_PER_MINUTE: {
    schema: whole(20, 1, Number.MAX_SAFE_INTEGER),
    accepts: perMinute,
    section: 'server',
    description: 'requests per client address and minute to each form endpoint',
  },
  RATE_LIMIT_BEACON_PER_MINUTE: {
    schema: whole(60, 1, Number.MAX_SAFE_INTEGER),
    accepts: perMinute,
    section: 'server',
    description: 'requests per client address and minute to the failure beacon',
  },
  TRUST_PROXY: {
    schema: proxyTrust,
    accepts: 'the number of proxies in front, or their addresses or CIDRs comma-separated',
    defaultText: 'off',
    section: 'server',
    description:
      "which proxies in front say who the client is (`X-Forwarded-For`/`-Proto`): the client's address (rate limits, the ops throttle, the network a new visitor's canary bucket comes from and the guard weighs as one visitor) and HTTPS (HSTS) then come from those headers. A number of hops: `1` behind one proxy that appends the address it received from (HAProxy's `option forwardfor`), so the client is the right-most entry and whatever a client wrote before it is ignored; `2` behind two, and so on (up to 10). With a hop count the server must be reachable through the proxy only. Or the proxies' addresses or CIDRs, comma-separated (`10.0.0.5,10.1.0.0/16`; also `loopback`, `linklocal`, `uniquelocal`): entries are read from the right while they name a listed proxy, and a connection from anywhere else is its own client. `true` is refused (it trusted the left-most entry, which the client writes). Off behind a proxy, every visitor is the proxy's one network: all of them on one side of a canary. On without a proxy, a visitor could dodge the rate limits by inventing addresses",
  },
  HEADERS_TIMEOUT_SECONDS: {
    schema: whole(20, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description: "a request's headers must arrive within this long",
  },
  IDLE_TIMEOUT_SECONDS: {
    schema: whole(30, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description:
      'a connection with no byte in either direction for this long is cut (a stalled upload, its partial file removed)',
  },
  REQUEST_TIMEOUT_SECONDS: {
    // 5 MB at 256 kbit/s takes about 160 s.
    schema: whole(300, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description:
      'a whole request, body included, must arrive within this long (a 5 MB upload on a slow phone)',
  },
  KEEP_ALIVE_TIMEOUT_SECONDS: {
    // Longer than HAProxy's pool purge (5 s), shorter than Fastify's 72 s: an idle visitor's
    // connection is not worth a descriptor for a minute.
    schema: whole(10, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description: 'an idle kept-alive connection is closed after this long',
  },
  MIN_BODY_BYTES_PER_SECOND: {
    // 4 KiB/s is an eighth of a 2G phone's 256 kbit/s upload; averaged over 20 s, a phone whose
    // radio stalls for ten seconds still passes (see decision 0028).
    schema: whole(4096, 0, 1_000_000_000),
    accepts: 'a whole number of bytes per second (0 for no minimum)',
    section: 'server',
    description:
      'a request body must arrive at least this fast, averaged over each `BODY_RATE_WINDOW_SECONDS`, or its connection is cut (a body dripped a byte at a time); time in which the server itself does not read the body is not counted. A 2G phone uploads at about 32 KB/s ([0028](decisions/0028-connection-limits.md))',
  },
  BODY_RATE_WINDOW_SECONDS: {
    schema: whole(20, 1, 86_400),
    accepts: seconds,
    section: 'server',
    description: 'the window `MIN_BODY_BYTES_PER_SECOND` is averaged over',
  },
  MAX_CONNECTIONS: {
    schema: optionalWhole(1, Number.MAX_SAFE_INTEGER),
    accepts: 'a whole number above 0',
    defaultText: 'the descriptor limit less a reserve',
    section: 'server',
    description:
      "open connections of the site's listener. Unset: the soft limit of open files (`ulimit -n`) less a tenth of it, at least 256, kept for the database, files and the ops listener (which holds 64 at most); 1,244 with a limit of 1,500. A larger value is lowered to that, with a warning; a limit that leaves fewer than 64 refuses to start. At the cap a new connection is let in and one of the address holding the most is closed, an idle one first",
  },
  MAX_CONNECTIONS_PER_CLIENT: {
    schema: optionalWhole(0, 100_000),
    accepts: 'a whole number (0 for no cap)',
    defaultText: '64 (0 with `TRUST_PROXY`)',
    section: 'server',
    description:
      'open connections one client address may hold; the ones above are closed as they arrive. 0 for no cap: behind a proxy every connection comes from the proxy, which caps them per client (`deploy/haproxy.cfg`)',
  },
  DRAIN_SECONDS: {
    schema: whole(5, 0, 300),
    accepts: 'a whole number of seconds from 0 to 300',
    section: 'server',
    description:
      'on SIGTERM, how long the server keeps serving while `/readyz` answers 503, so a load balancer checking it sends new requests elsewhere before this instance stops taking connections (Ctrl+C skips it)',
  },
  SHUTDOWN_GRACE_SECONDS: {
    schema: whole(10, 0, 3600),
    accepts: 'a whole number of seconds from 0 to 3600',
    section: 'server',
    description:
      'on SIGTERM or Ctrl+C, after the drain, how long requests in progress (an upload) may take to finish before their connections are cut; a second Ctrl+C exits at once',
  },
} as const;
