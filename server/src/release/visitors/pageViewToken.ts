import { randomBytes } from 'node:crypto';
import type { ResolvedRegistry } from '@gold/registry';
import type { RemoteName } from '@gold/routes';
import type { TokenSigner } from '../../platform/security/signedToken';

/** The signature's purpose: a page view's token is good for failure reports and nothing else. */
const PURPOSE = 'page-view';

/**
 * How long after its page view a failure report is taken: long enough for a visitor who stays on
 * the site and moves from page to page, short enough that an old page's token is not a licence.
 */
export const REPORT_WINDOW_MS = 30 * 60_000;

/** Which channel served each version a page view may load, per remote. */
export type ServedVersions = Partial<Record<RemoteName, Record<string, string>>>;

/** What a page view's token says, once its signature is checked. */
export interface PageViewClaims {
  /** The page view's random id: a failure counts once per page view and version. */
  id: string;
  /** When the page was served, epoch milliseconds. */
  at: number;
  /** The versions the page was served (each remote's target and its fallback), with their channel. */
  served: ServedVersions;
  /** The route's `remote@version`: what the page's start report counts a view of, if any. */
  counted: string | null;
  /** The visitor it was served to (their signed cookie's id): the guard counts visitors. */
  visitor: string;
  /** That visitor's network, as their cookie names it: each weighs one visitor at most. */
  net: string;
}

/** The versions a visitor's page may load, by remote: its target and the fallback behind it. */
export function servedVersions(registry: ResolvedRegistry): ServedVersions {
  const served: ServedVersions = {};
  for (const [remote, target] of Object.entries(registry.remotes)) {
    if (!target) continue;
    const versions: Record<string, string> = { [target.version]: target.channel };
    if (target.fallback) versions[target.fallback.version] = 'stable';
    served[remote as RemoteName] = versions;
  }
  return served;
}

/**
 * A new page view's signed token: the browser sends it back with its start and failure reports, and any
 * instance checks it without a lookup (see docs/decisions/0022-failures-counted-per-signed-page-view.md).
 */
export function issuePageView(
  signer: TokenSigner,
  served: ServedVersions,
  counted: string | null,
  { id: visitor, net }: { id: string; net: string },
  now = Date.now(),
): string {
  const claims: PageViewClaims = {
    id: randomBytes(16).toString('hex'),
    at: now,
    served,
    counted,
    visitor,
    net,
  };
  return signer.sign(PURPOSE, claims);
}

const isClaims = (value: unknown): value is PageViewClaims => {
  const claims = value as PageViewClaims | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.id === 'string' &&
    typeof claims.at === 'number' &&
    typeof claims.visitor === 'string' &&
    typeof claims.net === 'string' &&
    typeof claims.served === 'object' &&
    claims.served !== null
  );
};

/** The claims of a token this server's key signed, still within its report window; else undefined. */
export function readPageView(
  signer: TokenSigner,
  token: unknown,
  now = Date.now(),
): PageViewClaims | undefined {
  const claims = signer.verify(PURPOSE, token);
  if (!isClaims(claims)) return undefined;
  const age = now - claims.at;
  return age >= 0 && age <= REPORT_WINDOW_MS ? claims : undefined;
}
