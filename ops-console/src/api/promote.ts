import type { PromoteBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/promote: the canary (or a named version) stable for everyone. */
export const promote = (credentials: OpsCredentials, remote: string, body: PromoteBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'promote'), body);
