import type { OpsTokenRecord } from '@gold/ops-client/contract';
import type { OpsToken } from '../scope/tokenScope';
import type { Queryable } from '../../database/database';

interface TokenRow {
  name: string;
  remotes: OpsToken['remotes'];
  capabilities: OpsToken['capabilities'];
  created_at: Date;
  created_by: string;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const columns = 'name, remotes, capabilities, created_at, created_by, last_used_at, revoked_at';

function storedFromRow(row: TokenRow): OpsTokenRecord {
  return {
    name: row.name,
    remotes: row.remotes,
    capabilities: row.capabilities,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** Stores a new token by the hash of its secret; null when the name is taken (names are never reused). */
export async function insertOpsToken(
  db: Queryable,
  token: OpsToken & { createdBy: string },
  hash: string,
): Promise<OpsTokenRecord | null> {
  const [row] = await db.query<TokenRow>(
    `INSERT INTO ops_tokens (name, token_sha256, remotes, capabilities, created_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ${columns}`,
    [
      token.name,
      hash,
      token.remotes && JSON.stringify(token.remotes),
      JSON.stringify(token.capabilities),
      token.createdBy,
    ],
  );
  return row ? storedFromRow(row) : null;
}

/**
 * The unrevoked token with this hash, marked as used now; undefined when there is none. Read on
 * every request, so a token revoked through any instance is refused at once by all of them.
 */
export async function useOpsToken(db: Queryable, hash: string): Promise<OpsToken | undefined> {
  const [row] = await db.query<Pick<TokenRow, 'name' | 'remotes' | 'capabilities'>>(
    `UPDATE ops_tokens SET last_used_at = now() WHERE token_sha256 = $1 AND revoked_at IS NULL
     RETURNING name, remotes, capabilities`,
    [hash],
  );
  return row && { name: row.name, remotes: row.remotes, capabilities: row.capabilities };
}

/** Every token, revoked ones included, oldest first. */
export async function listOpsTokens(db: Queryable): Promise<OpsTokenRecord[]> {
  const rows = await db.query<TokenRow>(
    `SELECT ${columns} FROM ops_tokens ORDER BY created_at, name`,
  );
  return rows.map(storedFromRow);
}

/** Revokes a token for good (a second revoke keeps the first time); undefined when there is none. */
export async function revokeOpsToken(
  db: Queryable,
  name: string,
): Promise<OpsTokenRecord | undefined> {
  const [row] = await db.query<TokenRow>(
    `UPDATE ops_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE name = $1 RETURNING ${columns}`,
    [name],
  );
  return row && storedFromRow(row);
}

/** A stored token by name, whether revoked or not. */
export async function findOpsToken(
  db: Queryable,
  name: string,
): Promise<OpsTokenRecord | undefined> {
  const [row] = await db.query<TokenRow>(`SELECT ${columns} FROM ops_tokens WHERE name = $1`, [
    name,
  ]);
  return row && storedFromRow(row);
}
