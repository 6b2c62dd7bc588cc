import type { FastifyPluginAsync } from 'fastify';
import { type Database } from '../../platform/database';
import { listCalculationLeads, listFranchiseEnquiries, listGeneralEnquiries } from '../store';
import { intactBlobs } from '../../platform/database/blobs';
import { certificateDownload, enquiryIdParams } from './certificateDownload';
import { requireCapability } from '../../platform/ops/opsAuth';
import { ClientError } from '../../platform/http/clientError';
import { check } from '../../platform/http/validation';
import { DEFAULT_RECORDS_LIMIT, recordsCalls as calls } from '@gold/ops-client/contract';

export interface RecordsOptions {
  db: Database;
}

type Query = { Querystring: unknown };

/** How many records the query asks for, as the contract reads it, or a 400. */
function limitOf(query: unknown): number {
  const checked = check(calls.leads.request, query ?? {}, 'query');
  if (!checked.ok) throw new ClientError(400, `Invalid query: ${checked.problems}`);
  return checked.value.limit === undefined ? DEFAULT_RECORDS_LIMIT : Number(checked.value.limit);
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
  app.get<Query>(calls.leads.route, (request) =>
    listed(listCalculationLeads(db, limitOf(request.query))),
  );
  app.get<Query>(calls.enquiries.route, (request) =>
    listed(enquiriesWithFileCheck(db, limitOf(request.query))),
  );
  app.get(calls.certificate.route, { schema: enquiryIdParams }, certificateDownload(db));
  app.get<Query>(calls.generalEnquiries.route, (request) =>
    listed(listGeneralEnquiries(db, limitOf(request.query))),
  );
};
