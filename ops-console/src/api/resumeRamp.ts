import type { ChangeBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/resume: lets the ramp go on, the step given its whole interval. */
export const resumeRamp = (credentials: OpsCredentials, remote: string, body: ChangeBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'resume'), body);
