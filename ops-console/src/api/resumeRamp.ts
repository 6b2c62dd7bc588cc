import type { ChangeBody, RemoteChannels } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/:remote/resume: lets the ramp go on, its step clock carried on from the pause. */
export const resumeRamp = (credentials: OpsCredentials, remote: string, body: ChangeBody) =>
  callOps<RemoteChannels>(credentials, 'POST', remotePath(remote, 'resume'), body);
