import type { OpsTokenView } from '@gold/registry/model';
import { callOps, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/tokens/:name/revoke: the token is refused from now on, for good. */
export const revokeToken = (credentials: OpsCredentials, name: string) =>
  callOps<OpsTokenView>(credentials, 'POST', `/ops/tokens/${encodeURIComponent(name)}/revoke`);
