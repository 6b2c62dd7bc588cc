import type { ChangeBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/advance: the ramp's next step now (a next step of 100 promotes). */
export const advanceRamp = (credentials: OpsCredentials, remote: string, body: ChangeBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'advance'), body);
