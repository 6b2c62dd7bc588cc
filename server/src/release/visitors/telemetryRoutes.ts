import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { PAGE_START_BEACON, REMOTE_FAILURE_BEACON } from '@gold/registry';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import { ClientError } from '../../platform/http/clientError';
import { recordRemoteFailure } from '../store/registry';
import type { VisitorReport, VisitorTally } from '../canary/visitorTally';
import type { TokenSigner } from '../../platform/security/signedToken';
import type { ServerMetrics } from '../../platform/metrics/serverMetrics';
import { readPageView, type PageViewClaims } from './pageViewToken';

const remoteSchema = z.enum(remoteNames as [string, ...string[]]);
const versionSchema = z.string().check(z.maxLength(128));
/** The token the server gave the page view in its HTML. */
const viewSchema = z.string().check(z.maxLength(4096));

/** A page's code started: the route's version (as the token names it), or the remote's given. */
const pageStartSchema = z.object({
  view: viewSchema,
  remote: z.optional(remoteSchema),
  version: z.optional(versionSchema),
});

/** What the shell's beacon says about a remote version that failed in a visitor's browser. */
const remoteFailureSchema = z.object({
  remote: remoteSchema,
  version: versionSchema,
  /** load: its files did not load; render: its page threw while rendering or hydrating; runtime: an uncaught error in its files. */
  phase: z.enum(['load', 'render', 'runtime']),
  view: viewSchema,
});

export interface TelemetryRoutesOptions {
  db: Database;
  signer: TokenSigner;
  /** Where the visitors each version ran and failed for are tallied (the canary guard). */
  visitors: Pick<VisitorTally, 'started' | 'failed'>;
  /** Where page views that ran and counted failures are counted for Prometheus. */
  metrics?: Pick<ServerMetrics, 'pageViewed' | 'remoteFailed'>;
  now?: () => number;
}

/** The page view a report is of, checked: a recent token of this site's, or a 403. */
function pageViewOf(signer: TokenSigner, view: string, now: number): PageViewClaims {
  const claims = readPageView(signer, view, now);
  if (!claims) throw new ClientError(403, 'not the token of a recent page view of this site');
  return claims;
}

/** The channel the page view was served `remote@version` on, or a 422 for one it was not. */
function channelOf(claims: PageViewClaims, remote: string, version: string): string {
  const versions = claims.served[remote as RemoteName];
  const channel = versions && Object.hasOwn(versions, version) ? versions[version] : undefined;
  if (!channel) throw new ClientError(422, `this page view was not served ${remote}@${version}`);
  return channel;
}

const reportOf = (claims: PageViewClaims, remote: string, version: string): VisitorReport => ({
  remote: remote as RemoteName,
  version,
  pageView: claims.id,
  visitor: claims.visitor,
  // The network the visitor was first served from, not the report's: a client that reports from
  // many addresses is still one visitor of one network.
  address: claims.net,
});

/**
 * The beacons of visitors' browsers, for ops' status and the canary guard. Only what ran in a
 * browser counts: a page view is its page's start report, not the HTML sent (crawlers, previews
 * and monitors fetch HTML and run nothing). Strangers can send anything here, so a report counts
 * only with the token of a real page view, recent, for a version that page view was served;
 * anything else is refused and counted nowhere, and no text of theirs is kept. Each is counted
 * once per page view and version, and the guard counts the visitors behind them, each network
 * weighing one at most (docs/decisions/0043-guard-counts-visitors-sequentially.md).
 */
export async function telemetryRoutes(
  app: FastifyInstance,
  { db, signer, visitors, metrics, now = Date.now }: TelemetryRoutesOptions,
) {
  app.post(PAGE_START_BEACON, { bodyLimit: 8192 }, async (request, reply) => {
    const parsed = pageStartSchema.safeParse(request.body);
    if (!parsed.success) throw new ClientError(400, 'not a page start report');
    const claims = pageViewOf(signer, parsed.data.view, now());
    const [remote, version] =
      parsed.data.remote && parsed.data.version
        ? [parsed.data.remote, parsed.data.version]
        : (claims.counted?.split('@') ?? []);
    if (!remote || !version) return reply.code(204).send();
    const channel = channelOf(claims, remote, version);
    if (visitors.started(reportOf(claims, remote, version)))
      metrics?.pageViewed(remote, version, channel);
    return reply.code(204).send();
  });

  app.post(REMOTE_FAILURE_BEACON, { bodyLimit: 8192 }, async (request, reply) => {
    const parsed = remoteFailureSchema.safeParse(request.body);
    if (!parsed.success) throw new ClientError(400, 'not a remote failure report');
    const { remote, version, phase, view } = parsed.data;
    const claims = pageViewOf(signer, view, now());
    const channel = channelOf(claims, remote, version);
    const counted = await recordRemoteFailure(db, {
      remote: remote as RemoteName,
      version,
      channel,
      phase,
      pageView: claims.id,
    });
    if (counted) metrics?.remoteFailed(remote, version, channel, phase);
    visitors.failed(reportOf(claims, remote, version));
    return reply.code(204).send();
  });
}
