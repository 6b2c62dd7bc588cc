import type { CalculatorRequest } from '@gold/contracts';
import type { Queryable } from './database';

/** A calculator request with the quote it received: a sales lead. Money as exact decimal strings. */
export interface NewCalculationLead extends CalculatorRequest {
  perGramPrice: string;
  totalPrice: string;
  goldRateId: number;
}

const leadColumns = 9;

/**
 * Stores calculator leads in one statement: under load, many requests' leads go to the database
 * together (see `groupCommit`), which costs little more than storing one.
 */
export async function insertCalculationLeads(
  db: Queryable,
  leads: readonly NewCalculationLead[],
): Promise<void> {
  if (leads.length === 0) return;
  const rows = leads.map((_lead, row) => {
    const first = row * leadColumns;
    return `(${Array.from({ length: leadColumns }, (_, column) => `$${first + column + 1}`).join(', ')})`;
  });
  const params = leads.flatMap((lead) => [
    lead.name,
    lead.mobileNumber,
    lead.emailId,
    lead.city,
    lead.goldGrams,
    Number(lead.goldCarat),
    lead.perGramPrice,
    lead.totalPrice,
    lead.goldRateId,
  ]);
  await db.query(
    `INSERT INTO calculations (name, mobile_number, email_id, city, gold_grams, gold_carat,
                               per_gram_price, total_price, gold_rate_id)
     VALUES ${rows.join(', ')}`,
    params,
  );
}

/** A stored calculator lead. Grams and money as exact decimal strings. */
export interface StoredCalculationLead {
  id: number;
  name: string;
  mobileNumber: string;
  emailId: string;
  city: string;
  goldGrams: string;
  goldCarat: number;
  perGramPrice: string;
  totalPrice: string;
  goldRateId: number;
  createdAt: Date;
}

/** The newest `limit` calculator leads, newest first. */
export function listCalculationLeads(
  db: Queryable,
  limit: number,
): Promise<StoredCalculationLead[]> {
  return db.query<StoredCalculationLead>(
    `SELECT id, name, mobile_number AS "mobileNumber", email_id AS "emailId", city,
            gold_grams AS "goldGrams", gold_carat AS "goldCarat", per_gram_price AS "perGramPrice",
            total_price AS "totalPrice", gold_rate_id AS "goldRateId", created_at AS "createdAt"
       FROM calculations ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}
