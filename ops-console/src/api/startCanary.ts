import type { CanaryBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/canary: a version to a share of visitors, or up a ramp. */
export const startCanary = (credentials: OpsCredentials, remote: string, body: CanaryBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'canary'), body);
