import type { PreviewGrantView } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database/database';

interface GrantRow {
  id: string;
  remote: RemoteName;
  version: string;
  issued_at: Date;
  issued_by: string;
  issued_token: string | null;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_by: string | null;
}

function viewOf(row: GrantRow): PreviewGrantView {
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    issuedAt: row.issued_at.toISOString(),
    issuedBy: row.issued_by,
    issuedToken: row.issued_token,
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokedBy: row.revoked_by,
  };
}

/** A grant about to be issued: its id goes into the signed grant the browser keeps. */
export interface NewPreviewGrant {
  id: string;
  remote: RemoteName;
  version: string;
  issuedBy: string;
  issuedToken: string | null;
  expiresAt: Date;
}

/** Records a grant as it is issued. */
export async function insertPreviewGrant(
  db: Queryable,
  grant: NewPreviewGrant,
): Promise<PreviewGrantView> {
  const [row] = await db.query<GrantRow>(
    `INSERT INTO preview_grants (id, remote, version, issued_by, issued_token, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [grant.id, grant.remote, grant.version, grant.issuedBy, grant.issuedToken, grant.expiresAt],
  );
  return viewOf(row!);
}

/** The grants not yet expired at `now`, of these remotes (null: all), newest first. */
export async function listPreviewGrants(
  db: Queryable,
  remotes: readonly RemoteName[] | null,
  now = new Date(),
): Promise<PreviewGrantView[]> {
  const rows = await db.query<GrantRow>(
    `SELECT * FROM preview_grants
     WHERE expires_at > $1 AND ($2::text[] IS NULL OR remote = ANY($2))
     ORDER BY issued_at DESC, id`,
    [now, remotes],
  );
  return rows.map(viewOf);
}

/** One grant, expired or not; undefined when there is none with this id. */
export async function findPreviewGrant(
  db: Queryable,
  id: string,
): Promise<PreviewGrantView | undefined> {
  const [row] = await db.query<GrantRow>('SELECT * FROM preview_grants WHERE id = $1', [id]);
  return row ? viewOf(row) : undefined;
}

/**
 * Marks a grant revoked by `by`, if it is neither revoked nor expired at `now`: a grant revoked
 * already keeps its first revocation, and one past its end shows nothing to revoke.
 */
export async function revokePreviewGrant(
  db: Queryable,
  id: string,
  by: string,
  now = new Date(),
): Promise<PreviewGrantView | undefined> {
  const [row] = await db.query<GrantRow>(
    `UPDATE preview_grants SET revoked_at = now(), revoked_by = $2
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > $3 RETURNING *`,
    [id, by, now],
  );
  return row ? viewOf(row) : undefined;
}

/**
 * The ids of the revoked grants that have not expired at `now`: what every instance keeps in
 * memory to refuse them (an expired grant is refused by its own expiry, so the set stays small).
 */
export async function listRevokedPreviewIds(db: Queryable, now = new Date()): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM preview_grants WHERE revoked_at IS NOT NULL AND expires_at > $1',
    [now],
  );
  return rows.map((row) => row.id);
}
