import { randomBytes } from 'node:crypto';
import { versionKey, type PreviewGrantView } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import { insertAudit, listEndedVersions } from '../store/registry';
import {
  findPreviewGrant,
  insertPreviewGrant,
  listPreviewGrants,
  revokePreviewGrant,
} from '../store/previewGrants';
import { bumpRegistryRevision } from '../store/registryRevision';
import { formatDuration } from '../durations';
import { RegistryError } from '../registryErrors';
import type { ChangeRequest } from './channelChange';
import { asRemote, versionOrFail } from './versionRecords';

/** A grant's id: short enough to type into `registry revoke-preview`, too many to guess. */
const newGrantId = () => `pv-${randomBytes(6).toString('hex')}`;

/**
 * Preview grants: issued with a row and an audit record, listed while unexpired, revoked with an
 * audit record and a new registry revision (so every instance reads the revoked ids at once).
 */
export class PreviewCommands {
  constructor(
    private readonly db: Database,
    /** Called after a revocation (the cached registry, which holds the revoked ids, follows). */
    private readonly changed: () => void,
  ) {}

  /**
   * Records that `change.actor` let one browser preview `version` for `durationMs`: the grant's
   * row (its id goes into the signed grant) and its audit record. Refuses a version that is not
   * published or was ended.
   */
  async issue(
    remoteName: string,
    version: string,
    durationMs: number,
    expiresAt: Date,
    change: ChangeRequest,
  ): Promise<PreviewGrantView> {
    const remote = asRemote(remoteName);
    await versionOrFail(this.db, remote, version);
    // An ended version is served to no one, a grant's holder included (previewAccess.ts).
    if ((await listEndedVersions(this.db)).includes(versionKey(remote, version)))
      throw new RegistryError(
        409,
        `${remote}@${version} was ended (aborted or rolled back from): it is served to no one; canary it again (even at 1 %) to preview it`,
      );
    const term = `for ${formatDuration(durationMs)}, until ${expiresAt.toISOString()}`;
    return this.db.transaction(async (tx) => {
      const grant = await insertPreviewGrant(tx, {
        id: newGrantId(),
        remote,
        version,
        issuedBy: change.actor,
        issuedToken: change.token ?? null,
        expiresAt,
      });
      await insertAudit(tx, {
        actor: change.actor,
        token: change.token ?? null,
        remote,
        action: 'preview',
        version,
        previous: null,
        reason: [`grant ${grant.id} ${term}`, change.reason].filter(Boolean).join('; '),
      });
      return grant;
    });
  }

  /** The grants not yet expired, of these remotes (null: all), newest first. */
  list(remotes: readonly RemoteName[] | null): Promise<PreviewGrantView[]> {
    return listPreviewGrants(this.db, remotes);
  }

  /** One grant, expired or not (undefined: no such id). */
  find(id: string): Promise<PreviewGrantView | undefined> {
    return findPreviewGrant(this.db, id);
  }

  /**
   * Revokes grant `id` for good: 404 when there is no such grant, 409 when it was revoked
   * already or has expired (nothing is recorded then). Audited in its remote's history.
   */
  async revoke(id: string, change: ChangeRequest): Promise<PreviewGrantView> {
    const revoked = await this.db.transaction(async (tx) => {
      const grant = await revokePreviewGrant(tx, id, change.actor);
      if (!grant) {
        const known = await findPreviewGrant(tx, id);
        if (!known) throw new RegistryError(404, `no preview grant ${id}`);
        throw new RegistryError(
          409,
          known.revokedAt
            ? `preview grant ${id} was revoked already, by ${known.revokedBy} at ${known.revokedAt}`
            : `preview grant ${id} expired at ${known.expiresAt}: it shows nothing any more, so there is nothing to revoke`,
        );
      }
      await insertAudit(tx, {
        actor: change.actor,
        token: change.token ?? null,
        remote: grant.remote,
        action: 'revoke-preview',
        version: grant.version,
        previous: null,
        reason: [`grant ${grant.id}`, change.reason].filter(Boolean).join('; '),
      });
      await bumpRegistryRevision(tx);
      return grant;
    });
    this.changed();
    return revoked;
  }
}
