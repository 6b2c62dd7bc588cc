import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseOverrides, versionKey, type RemoteVersion } from '@gold/registry/model';
import { remoteNames, SITE_BASE, type RemoteName } from '@gold/routes';
import type { TokenSigner } from '../../platform/security/signedToken';
import {
  PREVIEW_END,
  PREVIEW_PARAMETER,
  previewCookieName,
  readPreviewGrant,
  type PreviewGrant,
} from './previewGrants';

/**
 * Exchanges a preview link (`/website/...?preview=<grant>`, printed by `registry preview`) for a
 * cookie holding the grant, expiring with it, and sends the browser to the same page without it:
 * the grant leaves the address bar, the history and any link shared from there. A grant that is
 * forged, expired or revoked (`revokedPreviews`, the registry snapshot's) sets nothing; the
 * visitor still lands on the page. `?preview=end` (the link of the page's preview banner) ends
 * every grant the browser holds.
 */
export function previewLinkExchange(
  app: FastifyInstance,
  signer: TokenSigner,
  revokedPreviews: () => Promise<ReadonlySet<string>>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const token = query?.[PREVIEW_PARAMETER];
    if (request.method !== 'GET' || token === undefined || !request.url.startsWith(SITE_BASE))
      return;
    const signed = token === PREVIEW_END ? undefined : readPreviewGrant(signer, token);
    const grant = signed && !(await revokedPreviews()).has(signed.id) ? signed : undefined;
    if (token === PREVIEW_END) {
      for (const remote of remoteNames)
        if (request.cookies[previewCookieName(remote)] !== undefined)
          reply.clearCookie(previewCookieName(remote), { path: '/' });
    } else if (grant) {
      reply.setCookie(previewCookieName(grant.remote), token as string, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: request.protocol === 'https',
        expires: new Date(grant.expiresAt),
      });
      request.log.info(
        `preview grant for ${grant.remote}@${grant.version} taken until ${new Date(grant.expiresAt).toISOString()}`,
      );
    } else request.log.warn('ignored a preview link whose grant is forged, expired or revoked');
    return reply.header('Cache-Control', 'no-store').redirect(withoutGrant(request.url), 303);
  });
}

/**
 * `url` (a request's path and query) without the preview parameter, where its path, resolved,
 * is still the site's; the site's home otherwise. Never a path another host could be read from
 * (`//evil.example/x`, `/\evil.example`), whatever dot segments the request held.
 */
export function withoutGrant(url: string): string {
  const clean = new URL(url, 'http://site.invalid');
  clean.searchParams.delete(PREVIEW_PARAMETER);
  const path = clean.pathname;
  const ours =
    path.startsWith(`${SITE_BASE}/`) && !path.includes('\\') && clean.host === 'site.invalid';
  return ours ? `${path}${clean.search}` : `${SITE_BASE}/home`;
}

/** The grants this browser holds (valid, unexpired), by remote. */
function heldGrants(request: FastifyRequest, signer: TokenSigner, now: number) {
  const grants = new Map<RemoteName, PreviewGrant>();
  for (const remote of remoteNames) {
    const grant = readPreviewGrant(signer, request.cookies[previewCookieName(remote)], now);
    if (grant?.remote === remote) grants.set(remote, grant);
  }
  return grants;
}

/** What of the registry snapshot decides whether a held grant still counts. */
export interface PreviewState {
  versions: ReadonlyMap<string, RemoteVersion>;
  /** `remote@version` of the versions ended (an aborted canary, a version rolled back from). */
  revoked: ReadonlySet<string>;
  /** Ids of the grants ops revoked. */
  revokedPreviews: ReadonlySet<string>;
}

/**
 * The versions this page view is served instead of its channels': each preview grant the browser
 * holds selects its version, as long as that version is still published and was not ended, and
 * the grant was not revoked (its cookie is then cleared: the browser is back on its channels for
 * good). `?remotes=` asks only for what a held grant names (exactly that remote@version); any
 * other item is ignored and logged, never shown to the visitor.
 */
export function previewOverrides(
  request: FastifyRequest,
  reply: FastifyReply,
  signer: TokenSigner,
  { versions, revoked, revokedPreviews }: PreviewState,
  now = Date.now(),
): Partial<Record<RemoteName, string>> {
  const grants = heldGrants(request, signer, now);
  const overrides: Partial<Record<RemoteName, string>> = {};
  const ignored: string[] = [];
  for (const [remote, grant] of grants) {
    const key = versionKey(remote, grant.version);
    if (revokedPreviews.has(grant.id)) {
      ignored.push(`the grant ${grant.id} for ${key} was revoked`);
      reply.clearCookie(previewCookieName(remote), { path: '/' });
    } else if (revoked.has(key))
      ignored.push(`the grant's ${key} was ended (aborted or rolled back)`);
    else if (versions.has(key)) overrides[remote] = grant.version;
    else ignored.push(`the grant's ${key} is not published`);
  }
  const query = request.query as { remotes?: unknown } | undefined;
  const asked = parseOverrides(typeof query?.remotes === 'string' ? query.remotes : undefined);
  ignored.push(...asked.problems);
  for (const [remote, version] of Object.entries(asked.overrides)) {
    if (overrides[remote as RemoteName] !== version)
      ignored.push(`${remote}@${version} has no preview grant here`);
  }
  if (ignored.length) request.log.warn(`ignored preview items: ${ignored.join('; ')}`);
  return overrides;
}
