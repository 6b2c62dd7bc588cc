import type { RemoteHistory } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** GET /ops/registry/:remote: its versions and every change (who, when, why), newest first. */
export const getHistory = (credentials: OpsCredentials, remote: string) =>
  callOps<RemoteHistory>(credentials, 'GET', remotePath(remote));
