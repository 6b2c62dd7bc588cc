import { remoteNames, routeHref, siteRoutes, type RemoteName } from '@gold/routes';
import type { TokenSigner } from '../../platform/security/signedToken';

/** The signer's purpose for preview grants: a token signed for anything else is never one. */
export const PREVIEW_PURPOSE = 'preview';

/** The query parameter of a preview link: the grant, exchanged for a cookie at once. */
export const PREVIEW_PARAMETER = 'preview';
/** The parameter's value that ends every preview this browser holds. */
export const PREVIEW_END = 'end';

/** How long a grant lasts unless ops say otherwise, and the longest they may say. */
export const DEFAULT_PREVIEW_MS = 24 * 3_600_000;
export const MAX_PREVIEW_MS = 7 * 24 * 3_600_000;

/**
 * One browser may see `version` of `remote` until `expiresAt` (ms since the epoch), unless grant
 * `id` (its row in preview_grants) is revoked first.
 */
export interface PreviewGrant {
  id: string;
  remote: RemoteName;
  version: string;
  expiresAt: number;
}

/** The cookie that holds a browser's grant for `remote`: one per remote, a new one replaces it. */
export function previewCookieName(remote: RemoteName): string {
  return `mf_preview_${remote}`;
}

/** The signed grant, as a link and a cookie carry it. */
export function signPreviewGrant(signer: TokenSigner, grant: PreviewGrant): string {
  return signer.sign(PREVIEW_PURPOSE, {
    i: grant.id,
    r: grant.remote,
    v: grant.version,
    e: grant.expiresAt,
  });
}

/**
 * The grant in `token` if this key signed it as a preview grant and it has not expired at `now`;
 * undefined for anything else (forged, expired, another purpose, not a grant, or a grant signed
 * before grants had ids: one that could not be revoked).
 */
export function readPreviewGrant(
  signer: TokenSigner,
  token: unknown,
  now = Date.now(),
): PreviewGrant | undefined {
  const payload = signer.verify(PREVIEW_PURPOSE, token) as
    { i?: unknown; r?: unknown; v?: unknown; e?: unknown } | undefined;
  if (!payload || typeof payload !== 'object') return undefined;
  const { i: id, r: remote, v: version, e: expiresAt } = payload;
  if (
    typeof id !== 'string' ||
    typeof remote !== 'string' ||
    !remoteNames.includes(remote as RemoteName) ||
    typeof version !== 'string' ||
    typeof expiresAt !== 'number' ||
    expiresAt <= now
  )
    return undefined;
  return { id, remote: remote as RemoteName, version, expiresAt };
}

/** The link that grants a browser `grant`: a page of its remote on the site, with the grant. */
export function previewLink(siteUrl: string, token: string, remote: RemoteName): string {
  const page = siteRoutes.find((route) => route.remote === remote) ?? siteRoutes[0]!;
  const url = new URL(routeHref(page), siteUrl);
  url.searchParams.set(PREVIEW_PARAMETER, token);
  return url.href;
}
