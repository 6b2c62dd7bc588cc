import type { FastifyPluginAsync } from 'fastify';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerConfig } from '@gold/config/server';
import {
  listCalculationLeads,
  listFranchiseEnquiries,
  listGeneralEnquiries,
  type CertificateRecord,
  type Database,
} from '../db';
import { requireCapability } from './opsAuth';

export interface RecordsOptions {
  db: Database;
  config: ServerConfig;
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

/** Whether the stored copy of a certificate is on disk with the size recorded for it. */
async function storedFileIntact(
  uploadDir: string,
  certificate: CertificateRecord,
): Promise<boolean> {
  const stats = await stat(join(uploadDir, certificate.storedName)).catch(() => null);
  return stats?.isFile() === true && stats.size === certificate.size;
}

/** Franchise enquiries, each certificate with whether its stored file is intact. */
async function enquiriesWithFileCheck(db: Database, uploadDir: string, limit: number) {
  const enquiries = await listFranchiseEnquiries(db, limit);
  return Promise.all(
    enquiries.map(async (enquiry) => ({
      ...enquiry,
      certificate: enquiry.certificate && {
        ...enquiry.certificate,
        storedFileIntact: await storedFileIntact(uploadDir, enquiry.certificate),
      },
    })),
  );
}

const listed = <T>(items: Promise<T[]>) => items.then((list) => ({ items: list }));

/**
 * What visitors sent, newest first, for operators (and for the end-to-end tests, which cannot
 * open the embedded database while the server holds it): GET /ops/leads (calculator requests),
 * /ops/enquiries (franchise enquiries with their certificate and whether its file is intact) and
 * /ops/general-enquiries. Registered inside the ops plugin, so every route needs the ops token.
 */
export const recordsRoutes: FastifyPluginAsync<RecordsOptions> = async (app, { db, config }) => {
  app.addHook('onRequest', requireCapability('records'));
  // Where the API stores certificates (see the API's upload folder).
  const uploadDir = resolve(config.dataDir, 'uploads');
  const options = { schema: limitQuery };
  app.get<LimitQuery>('/leads', options, (request) =>
    listed(listCalculationLeads(db, request.query.limit)),
  );
  app.get<LimitQuery>('/enquiries', options, (request) =>
    listed(enquiriesWithFileCheck(db, uploadDir, request.query.limit)),
  );
  app.get<LimitQuery>('/general-enquiries', options, (request) =>
    listed(listGeneralEnquiries(db, request.query.limit)),
  );
};
