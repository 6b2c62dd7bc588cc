import type { OpsTokenRecord } from '@gold/ops-client/contract';
import type { PreviewGrantView } from '@gold/registry/model';
import { timeText } from '../../rollout/describeRollout';

/** What a token may do, as a row says it: `releases, tokens on calculator, home`. */
export function tokenScopeText(token: Pick<OpsTokenRecord, 'remotes' | 'capabilities'>): string {
  const remotes = token.remotes ? token.remotes.join(', ') : 'every remote';
  return `${token.capabilities.join(', ')} on ${remotes}`;
}

/** Whether a token still works, and when it was last used. */
export function tokenStateText(token: Pick<OpsTokenRecord, 'revokedAt' | 'lastUsedAt'>): string {
  if (token.revokedAt) return `revoked at ${timeText(token.revokedAt)}`;
  return token.lastUsedAt ? `last used at ${timeText(token.lastUsedAt)}` : 'never used';
}

/** Whether a grant still works: until when, or who revoked it. */
export function grantStateText(
  grant: Pick<PreviewGrantView, 'revokedAt' | 'revokedBy' | 'expiresAt'>,
): string {
  if (grant.revokedAt) return `revoked by ${grant.revokedBy} at ${timeText(grant.revokedAt)}`;
  return `until ${timeText(grant.expiresAt)}`;
}
