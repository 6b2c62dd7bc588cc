import type { FranchiseEnquiry, GeneralEnquiry } from '@gold/contracts';
import type { Queryable } from '../../platform/database/database';

/** What is kept about a stored certificate; its bytes are in `certificate_blobs` under `sha256`. */
export interface CertificateRecord {
  /** The name the visitor's file had. */
  fileName: string;
  /** The name generated for it (its file's name when certificates were kept on disk). */
  storedName: string;
  /** The type detected from the file's bytes. */
  mimeType: string;
  size: number;
  sha256: string;
}

/** An enquiry as stored: its row, and whether this request stored it or an earlier one with its key. */
export interface StoredOnce {
  id: number;
  /** False where a request with the same idempotency key had stored it already. */
  first: boolean;
}

/** The enquiry of `table` stored under `idempotencyKey`, if one is. */
async function storedUnder(
  db: Queryable,
  table: 'general_enquiries' | 'franchise_enquiries',
  idempotencyKey: string,
): Promise<StoredOnce | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  return row ? { id: row.id, first: false } : null;
}

/**
 * Stores a general enquiry (a callback request) once per `idempotencyKey`: a second request with
 * the key stores nothing and finds the first. No message is the empty one.
 */
export async function insertGeneralEnquiry(
  db: Queryable,
  enquiry: GeneralEnquiry,
  idempotencyKey?: string,
): Promise<StoredOnce> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO general_enquiries (name, mobile_number, preferred_time, message, idempotency_key)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      enquiry.name,
      enquiry.mobileNumber,
      enquiry.preferredTime,
      enquiry.message ?? '',
      idempotencyKey ?? null,
    ],
  );
  if (inserted) return { id: inserted.id, first: true };
  const earlier = idempotencyKey
    ? await storedUnder(db, 'general_enquiries', idempotencyKey)
    : null;
  if (!earlier) throw new Error('general_enquiries: the insert returned no row');
  return earlier;
}

/**
 * Stores a franchise enquiry, with its certificate's record when there is one, once per
 * `idempotencyKey`; null where a request with the key had stored it already (nothing is stored).
 */
export async function insertFranchiseEnquiry(
  db: Queryable,
  enquiry: FranchiseEnquiry,
  certificate: CertificateRecord | null,
  idempotencyKey?: string,
): Promise<number | null> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO franchise_enquiries (name, mobile_number, mail_id, previous_experiences,
     total_fund_available_for_invest, total_fund_available_now, certificate_file_name,
     certificate_stored_name, certificate_mime_type, certificate_size, certificate_sha256,
     idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      enquiry.name,
      enquiry.mobileNumber,
      enquiry.mailId,
      enquiry.previousExperiences,
      enquiry.totalFundAvailableForInvest,
      enquiry.totalFundAvailableNow,
      certificate?.fileName ?? null,
      certificate?.storedName ?? null,
      certificate?.mimeType ?? null,
      certificate?.size ?? null,
      certificate?.sha256 ?? null,
      idempotencyKey ?? null,
    ],
  );
  return inserted?.id ?? null;
}

/** The franchise enquiry stored under `idempotencyKey`, if one is. */
export const franchiseEnquiryUnder = (db: Queryable, idempotencyKey: string) =>
  storedUnder(db, 'franchise_enquiries', idempotencyKey);

/** A stored franchise enquiry with the record of its certificate, if it came with one. */
export interface StoredFranchiseEnquiry extends FranchiseEnquiry {
  id: number;
  certificate: CertificateRecord | null;
  createdAt: Date;
}

/** The newest `limit` franchise enquiries, newest first. */
export function listFranchiseEnquiries(
  db: Queryable,
  limit: number,
): Promise<StoredFranchiseEnquiry[]> {
  // The table's check constraint keeps the five certificate columns all set or all null.
  return db.query<StoredFranchiseEnquiry>(
    `SELECT id, name, mobile_number AS "mobileNumber", mail_id AS "mailId",
            previous_experiences::text AS "previousExperiences",
            total_fund_available_for_invest::text AS "totalFundAvailableForInvest",
            total_fund_available_now::text AS "totalFundAvailableNow",
            CASE WHEN certificate_stored_name IS NULL THEN NULL ELSE json_build_object(
              'fileName', certificate_file_name, 'storedName', certificate_stored_name,
              'mimeType', certificate_mime_type, 'size', certificate_size,
              'sha256', certificate_sha256) END AS certificate,
            created_at AS "createdAt"
       FROM franchise_enquiries ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

/** The stored name, size and checksum of every certificate the franchise enquiries came with. */
export function listStoredCertificates(
  db: Queryable,
): Promise<Pick<CertificateRecord, 'storedName' | 'size' | 'sha256'>[]> {
  return db.query(
    `SELECT certificate_stored_name AS "storedName", certificate_size AS size,
            certificate_sha256 AS sha256
       FROM franchise_enquiries WHERE certificate_stored_name IS NOT NULL`,
  );
}

/** The record of the certificate sent with franchise enquiry `id`, or undefined (no such enquiry, or none sent). */
export async function findFranchiseCertificate(
  db: Queryable,
  id: number,
): Promise<CertificateRecord | undefined> {
  const [row] = await db.query<CertificateRecord>(
    `SELECT certificate_file_name AS "fileName", certificate_stored_name AS "storedName",
            certificate_mime_type AS "mimeType", certificate_size AS size,
            certificate_sha256 AS sha256
       FROM franchise_enquiries WHERE id = $1 AND certificate_sha256 IS NOT NULL`,
    [id],
  );
  return row;
}

/** A stored general enquiry: no time for one stored before the callback form asked for it. */
export interface StoredGeneralEnquiry extends Omit<GeneralEnquiry, 'preferredTime' | 'message'> {
  id: number;
  preferredTime: GeneralEnquiry['preferredTime'] | null;
  /** Empty when the visitor wrote none. */
  message: string;
  createdAt: Date;
}

/** The newest `limit` general enquiries, newest first. */
export function listGeneralEnquiries(
  db: Queryable,
  limit: number,
): Promise<StoredGeneralEnquiry[]> {
  return db.query<StoredGeneralEnquiry>(
    `SELECT id, name, mobile_number AS "mobileNumber", preferred_time AS "preferredTime", message,
            created_at AS "createdAt"
       FROM general_enquiries ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

/** The stored names of every certificate an enquiry holds (upload files not named here are leftovers). */
export async function listCertificateStoredNames(db: Queryable): Promise<string[]> {
  return (await listStoredCertificates(db)).map((row) => row.storedName);
}
