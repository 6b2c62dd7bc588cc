import type { TrafficSeries } from '@gold/registry/model';
import { callOps, remotePath, type OpsCredentials } from '@gold/ops-client';

/** GET /ops/registry/:remote/traffic: each version's page views and failures per minute. */
export const getTraffic = (credentials: OpsCredentials, remote: string, minutes: number) =>
  callOps<TrafficSeries>(credentials, 'GET', `${remotePath(remote, 'traffic')}?minutes=${minutes}`);
