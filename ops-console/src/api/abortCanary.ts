import type { ChangeBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/abort: ends the canary, stable for everyone again. */
export const abortCanary = (credentials: OpsCredentials, remote: string, body: ChangeBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'abort'), body);
