import type { PreviewGrantView } from '@gold/registry/model';
import { callOps, type OpsCredentials } from '@gold/ops-client';

/** GET /ops/registry/previews: the preview grants not yet expired, of the remotes the token may release. */
export const getPreviews = (credentials: OpsCredentials) =>
  callOps<{ items: PreviewGrantView[] }>(credentials, 'GET', '/ops/registry/previews');
