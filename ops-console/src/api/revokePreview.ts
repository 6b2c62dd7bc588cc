import type { PreviewGrantView } from '@gold/registry/model';
import { callOps, type OpsCredentials } from '@gold/ops-client';

/** POST /ops/registry/previews/:id/revoke: ends one preview grant, on every instance. */
export const revokePreview = (credentials: OpsCredentials, id: string, reason?: string) =>
  callOps<PreviewGrantView>(
    credentials,
    'POST',
    `/ops/registry/previews/${encodeURIComponent(id)}/revoke`,
    { reason },
  );
