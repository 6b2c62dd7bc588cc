import type { RegistryStatus } from '@gold/registry/model';
import { callOps, type OpsCredentials } from '@gold/ops-client';

/**
 * GET /ops/registry: every remote the token may release, with its channels, published versions
 * and rollout (guard verdict, ramp, thresholds). One call for the whole overview; the server
 * lists only the token's remotes.
 */
export const getStatus = (credentials: OpsCredentials) =>
  callOps<RegistryStatus>(credentials, 'GET', '/ops/registry');
