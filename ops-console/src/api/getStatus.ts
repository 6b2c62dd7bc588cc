import type { RegistryStatus } from '@gold/registry/model';
import { callOps, type Fetch, type OpsCredentials } from './opsClient';

/**
 * GET /ops/registry: every remote the token may release, with its channels, published versions
 * and rollout (guard verdict, ramp, thresholds). One call for the whole overview; the server
 * lists only the token's remotes.
 */
export const getStatus = (credentials: OpsCredentials, fetchImpl?: Fetch) =>
  callOps<RegistryStatus>(credentials, 'GET', '/ops/registry', undefined, fetchImpl);
