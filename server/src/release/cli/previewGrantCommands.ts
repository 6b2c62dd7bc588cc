import type { PreviewGrantView } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import { sendOps } from '@gold/ops-client';
import { previewGrantId, registryCalls as calls } from '@gold/ops-client/contract';
import type { OpsTarget } from '../../platform/ops/opsCommand';
import { UsageError } from '../../platform/commandLine/usageError';

type Out = (line: string) => void;

/** A grant's id as `registry preview` prints it; checked before any request. */
export function grantIdArg(id: string): string {
  if (previewGrantId.pattern.test(id)) return id;
  throw new UsageError(
    `"${id}" is not a preview id: like pv-0123456789ab, as registry previews lists them`,
  );
}

/** One grant as `registry previews` prints it: one line, the id first. */
export function describeGrant(grant: PreviewGrantView): string {
  const state = grant.revokedAt
    ? `revoked by ${grant.revokedBy} at ${grant.revokedAt}`
    : `until ${grant.expiresAt}`;
  const token = grant.issuedToken ? ` with token ${grant.issuedToken}` : '';
  return `${grant.id}  ${grant.remote}@${grant.version}  issued by ${grant.issuedBy}${token} at ${grant.issuedAt}, ${state}`;
}

/** `registry previews [remote]`: the grants not yet expired. */
export async function listPreviews(target: OpsTarget, remote: RemoteName | undefined) {
  const result = await sendOps(target, calls.previews, {}, { remote });
  const print = (out: Out) => {
    if (!result.items.length) out(`no preview grants${remote ? ` of ${remote}` : ''} out now`);
    for (const grant of result.items) out(describeGrant(grant));
  };
  return { result, print };
}

/** `registry revoke-preview <id>`: ends that grant on every instance. */
export async function revokePreview(target: OpsTarget, id: string, reason: string | undefined) {
  const result = await sendOps(target, calls.revokePreview, { id: grantIdArg(id) }, { reason });
  const line = `revoked ${result.id} (${result.remote}@${result.version}): the browser holding it gets what its channels serve`;
  return { result, line };
}
