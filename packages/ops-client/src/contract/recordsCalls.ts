import * as z from 'zod/mini';
import { opsCall } from './opsCall';

/** `?limit=N`: how many of the newest records to list (20 unless asked, at most 100). */
const listQuery = z.strictObject({
  limit: z.optional(z.string().check(z.regex(/^([1-9][0-9]?|100)$/, 'a whole number, 1 to 100'))),
});
export const DEFAULT_RECORDS_LIMIT = 20;

/**
 * A list of records as the routes send it. The records' own shapes are the server's store types
 * (server/src/api/store), not declared here: only the list around them is checked.
 */
const listed = z.object({ items: z.array(z.record(z.string(), z.unknown())) });

/**
 * What visitors sent, for holders of the `records` capability (api/ops/recordsRoutes.ts); no CLI
 * or console command reads them yet, the end-to-end tests do.
 */
export const recordsCalls = {
  leads: opsCall({ method: 'GET', route: '/leads', request: listQuery, response: listed }),
  /** Franchise enquiries, each certificate with whether its stored bytes are intact. */
  enquiries: opsCall({ method: 'GET', route: '/enquiries', request: listQuery, response: listed }),
  /** The certificate's bytes as uploaded: not JSON, so fetched as a file, not through sendOps. */
  certificate: opsCall({
    method: 'GET',
    route: '/enquiries/:id/certificate',
    request: z.strictObject({}),
    response: z.unknown(),
  }),
  generalEnquiries: opsCall({
    method: 'GET',
    route: '/general-enquiries',
    request: listQuery,
    response: listed,
  }),
};
