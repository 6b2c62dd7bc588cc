import { OpsError, type OpsCredentials } from '@gold/ops-client';
import type { OpsTokenView, PreviewGrantView } from '@gold/registry/model';
import { getPreviews } from '../../api/getPreviews';
import { getTokens } from '../../api/getTokens';
import { revokePreview } from '../../api/revokePreview';
import { revokeToken } from '../../api/revokeToken';
import { REFRESH_MS } from '../../app/refresh';
import { usePolling } from '../../app/usePolling';
import type { Announcement } from '../live-status/useAnnouncer';
import { PreviewGrantsTable } from './PreviewGrantsTable';
import { TokensTable } from './TokensTable';

/** Props of {@link AccessPanel}. */
export interface AccessPanelProps {
  credentials: OpsCredentials;
  announce: (text: string, tone?: Announcement['tone']) => void;
  onSignOut: (why?: string) => void;
}

/**
 * Who else may see or change what: the preview links out, and (for a token with the tokens
 * capability; others see no such section) the ops tokens, each revocable after a confirm.
 */
export function AccessPanel({ credentials, announce, onSignOut }: AccessPanelProps) {
  const previews = usePolling('previews', () => getPreviews(credentials), REFRESH_MS);
  const tokens = usePolling('tokens', () => getTokens(credentials), REFRESH_MS);

  /** Runs a revocation: the refusal's words, or nothing once done and the lists read again. */
  const revoke = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
    } catch (error) {
      if (!(error instanceof OpsError)) throw error;
      if (error.status === 401)
        onSignOut(`The server no longer accepts the token: ${error.describe()}`);
      return error.describe();
    }
    announce(done);
    await Promise.all([previews.reload(), tokens.reload()].map((p) => p.catch(() => undefined)));
    return undefined;
  };

  const onRevokePreview = (grant: PreviewGrantView) =>
    revoke(
      () => revokePreview(credentials, grant.id),
      `Revoked the preview ${grant.id} of ${grant.remote} ${grant.version}.`,
    );
  const onRevokeToken = async (token: OpsTokenView) => {
    const refused = await revoke(
      () => revokeToken(credentials, token.name),
      `Revoked the token ${token.name}.`,
    );
    if (refused === undefined && token.name === tokens.data?.you)
      onSignOut(`You revoked the token "${token.name}" you were signed in with.`);
    return refused;
  };

  return (
    <>
      <PreviewGrantsTable
        grants={previews.data?.items}
        error={previews.error?.describe()}
        onRevoke={onRevokePreview}
      />
      {tokens.data && (
        <TokensTable tokens={tokens.data.items} you={tokens.data.you} onRevoke={onRevokeToken} />
      )}
    </>
  );
}
