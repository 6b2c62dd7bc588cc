import type { ChangeBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/pause: holds the canary's ramp at its step (the guard still watches). */
export const pauseRamp = (credentials: OpsCredentials, remote: string, body: ChangeBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'pause'), body);
