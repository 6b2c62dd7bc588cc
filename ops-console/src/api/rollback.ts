import type { RemoteChannels, RollbackBody } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/rollback: an earlier version stable again, any canary ended. */
export const rollback = (credentials: OpsCredentials, remote: string, body: RollbackBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'rollback'), body);
