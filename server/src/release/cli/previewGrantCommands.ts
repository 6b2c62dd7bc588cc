import type { PreviewGrantView } from '@gold/registry/model';
import { sendOps } from '@gold/ops-client';
import { previewGrantId, registryCalls as calls } from '@gold/ops-client/contract';
import { UsageError } from '../../platform/commandLine/usageError';
import { parseDuration } from '../durations';
import { remoteArg } from './commandArgs';
import type { RegistryCommand } from './registryProgram';

/** A grant's id as `registry preview` prints it; checked before any request. */
function grantIdArg(id: string): string {
  if (previewGrantId.pattern.test(id)) return id;
  throw new UsageError(
    `"${id}" is not a preview id: like pv-0123456789ab, as registry previews lists them`,
  );
}

/** One grant as `registry previews` prints it: one line, the id first. */
function describeGrant(grant: PreviewGrantView): string {
  const state = grant.revokedAt
    ? `revoked by ${grant.revokedBy} at ${grant.revokedAt}`
    : `until ${grant.expiresAt}`;
  const token = grant.issuedToken ? ` with token ${grant.issuedToken}` : '';
  return `${grant.id}  ${grant.remote}@${grant.version}  issued by ${grant.issuedBy}${token} at ${grant.issuedAt}, ${state}`;
}

/** `registry preview <remote> <version> [--for 24h]`: a link that shows that version. */
export async function preview({
  rest,
  values,
  change,
  version,
  target,
  show,
  out,
}: RegistryCommand) {
  const remote = remoteArg(rest);
  const forMs = values.for === undefined ? undefined : parseDuration(values.for);
  if (values.for !== undefined && forMs === undefined)
    throw new UsageError('--for takes a duration, like 24h, 30m or 7d');
  const grant = await sendOps(
    target,
    calls.preview,
    { remote },
    { version: version!, forMs, reason: change.reason },
  );
  show(grant, () => {
    out(
      `${remote}@${grant.version} for the browser that opens this link, until ${grant.expiresAt} (grant ${grant.id}; registry revoke-preview ${grant.id} ends it):`,
    );
    out(grant.link);
  });
}

/** `registry previews [remote]`: the grants not yet expired. */
export async function previews({ rest, target, show, out }: RegistryCommand) {
  const remote = rest[0] === undefined ? undefined : remoteArg(rest);
  const result = await sendOps(target, calls.previews, {}, { remote });
  show(result, () => {
    if (!result.items.length) out(`no preview grants${remote ? ` of ${remote}` : ''} out now`);
    for (const grant of result.items) out(describeGrant(grant));
  });
}

/** `registry revoke-preview <id>`: ends that grant on every instance. */
export async function revokePreview({ rest, change, target, show, out }: RegistryCommand) {
  const result = await sendOps(
    target,
    calls.revokePreview,
    { id: grantIdArg(rest[0]!) },
    { reason: change.reason },
  );
  show(result, () =>
    out(
      `revoked ${result.id} (${result.remote}@${result.version}): the browser holding it gets what its channels serve`,
    ),
  );
}
