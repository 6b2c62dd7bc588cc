import type { RampEditBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/ramp: new steps after the current one, and the step's interval. */
export const editRamp = (credentials: OpsCredentials, remote: string, body: RampEditBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'ramp'), body);
