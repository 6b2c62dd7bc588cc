import { OpsError, sendOps, type OpsCredentials } from '@gold/ops-client';
import { registryCalls, tokenCalls, type OpsTokenRecord } from '@gold/ops-client/contract';
import type { PreviewGrantView } from '@gold/registry/model';
import { REFRESH_MS } from '../../lib/refresh';
import { usePolling } from '../../lib/usePolling';
import type { Announcement } from '../../lib/useAnnouncer';
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
  const previews = usePolling(
    'previews',
    () => sendOps(credentials, registryCalls.previews, {}),
    REFRESH_MS,
  );
  const tokens = usePolling('tokens', () => sendOps(credentials, tokenCalls.list, {}), REFRESH_MS);

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
      () => sendOps(credentials, registryCalls.revokePreview, { id: grant.id }, {}),
      `Revoked the preview ${grant.id} of ${grant.remote} ${grant.version}.`,
    );
  const onRevokeToken = async (token: OpsTokenRecord) => {
    const refused = await revoke(
      () => sendOps(credentials, tokenCalls.revoke, { name: token.name }),
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
