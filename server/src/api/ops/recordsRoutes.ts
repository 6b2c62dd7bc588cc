import type { FastifyPluginAsync } from 'fastify';
import { type Database } from '../../platform/database';
import { listCalculationLeads, listFranchiseEnquiries, listGeneralEnquiries } from '../store';
import { intactBlobs } from '../../platform/database/blobs';
import { certificateDownload, enquiryIdParams } from './certificateDownload';
import { requireCapability } from '../../platform/ops/opsAuth';

export interface RecordsOptions {
  db: Database;
}

/** `?limit=N`: how many of the newest records to list (20 unless asked, at most 100). */
const limitQuery = {
  querystring: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    additionalProperties: false,
  },
} as const;

interface LimitQuery {
  Querystring: { limit: number };
}

/**
 * Franchise enquiries, each certificate with whether its stored bytes are intact: in the database,
 * matching the checksum recorded for them (the same on every instance).
 */
async function enquiriesWithFileCheck(db: Database, limit: number) {
  const enquiries = await listFranchiseEnquiries(db, limit);
  const intact = await intactBlobs(
    db,
    'certificate_blobs',
    enquiries.flatMap((enquiry) => (enquiry.certificate ? [enquiry.certificate.sha256] : [])),
  );
  return enquiries.map((enquiry) => ({
    ...enquiry,
    certificate: enquiry.certificate && {
      ...enquiry.certificate,
      storedFileIntact: intact.has(enquiry.certificate.sha256),
    },
  }));
}

const listed = <T>(items: Promise<T[]>) => items.then((list) => ({ items: list }));

/**
 * What visitors sent, newest first, for operators (and for the end-to-end tests, which cannot
 * open the embedded database while the server holds it): GET /ops/leads (calculator requests),
 * /ops/enquiries (franchise enquiries with their certificate and whether its bytes are intact),
 * /ops/enquiries/:id/certificate (the certificate itself) and /ops/general-enquiries. Registered inside the ops plugin, so every route needs the ops token.
 */
export const recordsRoutes: FastifyPluginAsync<RecordsOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireCapability('records'));
  const options = { schema: limitQuery };
  app.get<LimitQuery>('/leads', options, (request) =>
    listed(listCalculationLeads(db, request.query.limit)),
  );
  app.get<LimitQuery>('/enquiries', options, (request) =>
    listed(enquiriesWithFileCheck(db, request.query.limit)),
  );
  app.get('/enquiries/:id/certificate', { schema: enquiryIdParams }, certificateDownload(db));
  app.get<LimitQuery>('/general-enquiries', options, (request) =>
    listed(listGeneralEnquiries(db, request.query.limit)),
  );
};
