import * as z from 'zod/mini';
import { remoteNames } from '@gold/routes';
import { reason } from './registryRequest';

// The bodies and queries the preview endpoints take, in one place (the shapes they answer are
// PreviewAnswer below and PreviewGrantView of @gold/registry/model).

/** POST /ops/registry/:remote/preview. */
export const issuePreviewBody = z.strictObject({
  version: z.string().check(z.maxLength(64)),
  forMs: z.optional(z.number()),
  reason,
});

/** GET /ops/registry/previews?remote=: one remote's grants, or all the token may release. */
export const listPreviewsQuery = z.strictObject({ remote: z.optional(z.enum(remoteNames)) });

/** POST /ops/registry/previews/:id/revoke. */
export const revokePreviewBody = z.strictObject({ reason });

/** A grant's id as `previewCommands` makes them. */
export const previewGrantId = z.string().check(z.regex(/^pv-[0-9a-f]{12}$/, 'not a preview id'));

/** What `registry preview` prints: the grant's id, the link and when the grant ends. */
export interface PreviewAnswer {
  id: string;
  remote: string;
  version: string;
  expiresAt: string;
  link: string;
}
