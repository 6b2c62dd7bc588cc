import type { RouteHandlerMethod } from 'fastify';
import { type Database } from '../../platform/database';
import { findFranchiseCertificate } from '../store';
import { DamagedBlobError, readBlob } from '../../platform/database/blobs';
import { ClientError } from '../../platform/http/clientError';

/**
 * `Content-Disposition: attachment` for a visitor's file name: an ASCII fallback with anything
 * that could end or break the header replaced, and the exact name in `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\/%;]/g, '_') || 'certificate';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRFC5987(fileName)}`;
}

function encodeRFC5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `:id`: a franchise enquiry's id (the column is a 32-bit integer). */
export const enquiryIdParams = {
  params: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    required: ['id'],
    additionalProperties: false,
  },
} as const;

/**
 * GET /ops/enquiries/:id/certificate: the certificate a franchise enquiry came with, as the
 * visitor sent it, from the database (so from any instance); 404 when it came without one. Always
 * a download, never shown inline: the bytes are a stranger's.
 */
export function certificateDownload(db: Database): RouteHandlerMethod {
  return async (request, reply) => {
    const { id } = request.params as { id: number };
    const certificate = await findFranchiseCertificate(db, id);
    if (!certificate) throw new ClientError(404, `enquiry ${id} has no certificate`);
    let content: Buffer | undefined;
    try {
      content = await readBlob(db, 'certificate_blobs', certificate.sha256);
    } catch (error) {
      if (!(error instanceof DamagedBlobError)) throw error;
      request.log.error({ enquiry: id, sha256: certificate.sha256 }, error.message);
      return reply
        .code(500)
        .send({ error: `the certificate of enquiry ${id} is damaged`, requestId: request.id });
    }
    if (!content) {
      request.log.error({ enquiry: id, sha256: certificate.sha256 }, 'certificate bytes missing');
      return reply
        .code(500)
        .send({ error: `the certificate of enquiry ${id} is missing`, requestId: request.id });
    }
    return reply
      .header('content-type', certificate.mimeType)
      .header('content-disposition', attachmentDisposition(certificate.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(content);
  };
}
