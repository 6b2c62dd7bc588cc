import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import { ClientError } from '../../platform/http/clientError';
import { recordRemoteFailure } from '../store/registry';
import type { PageViewCounter } from '../canary/pageViewCounter';
import type { TokenSigner } from '../../platform/security/signedToken';
import type { ServerMetrics } from '../../platform/metrics/serverMetrics';
import { readPageView } from './pageViewToken';

/** What the shell's beacon says about a remote version that failed in a visitor's browser. */
const remoteFailureSchema = z.object({
  remote: z.enum(remoteNames as [string, ...string[]]),
  version: z.string().check(z.maxLength(128)),
  /** load: its files did not load; render: its page threw while rendering or hydrating; runtime: an uncaught error in its files. */
  phase: z.enum(['load', 'render', 'runtime']),
  /** The token the server gave the page view in its HTML. */
  view: z.string().check(z.maxLength(4096)),
});

export interface TelemetryRoutesOptions {
  db: Database;
  signer: TokenSigner;
  /** Where a failing version's page view is counted when the server did not count it on serving. */
  pageViews: Pick<PageViewCounter, 'count'>;
  /** Where counted failures (and the views they add) are counted for Prometheus. */
  metrics?: Pick<ServerMetrics, 'pageViewed' | 'remoteFailed'>;
  now?: () => number;
}

/**
 * POST /telemetry/remote-failure: counts failures per remote version for ops' status and the
 * canary guard. Strangers can send anything here, so a report counts only with the token of a
 * real page view, recent, for a version that page view was served, once per page view and
 * version; anything else is refused and counted nowhere, and no text of theirs is kept. A failure
 * of a version whose view was not counted on serving (a page reached by a link, a fallback)
 * counts that view too: failures never exceed views.
 */
export async function telemetryRoutes(
  app: FastifyInstance,
  { db, signer, pageViews, metrics, now = Date.now }: TelemetryRoutesOptions,
) {
  app.post('/telemetry/remote-failure', { bodyLimit: 8192 }, async (request, reply) => {
    const parsed = remoteFailureSchema.safeParse(request.body);
    if (!parsed.success) throw new ClientError(400, 'not a remote failure report');
    const { remote, version, phase, view } = parsed.data;
    const claims = readPageView(signer, view, now());
    if (!claims) throw new ClientError(403, 'not the token of a recent page view of this site');
    const versions = claims.served[remote as RemoteName];
    const channel = versions && Object.hasOwn(versions, version) ? versions[version] : undefined;
    if (!channel) throw new ClientError(422, `this page view was not served ${remote}@${version}`);
    const counted = await recordRemoteFailure(db, {
      remote: remote as RemoteName,
      version,
      channel,
      phase,
      pageView: claims.id,
    });
    if (counted) metrics?.remoteFailed(remote, version, channel, phase);
    if (counted && claims.counted !== `${remote}@${version}`) {
      pageViews.count(remote as RemoteName, version);
      metrics?.pageViewed(remote, version, channel);
    }
    return reply.code(204).send();
  });
}
