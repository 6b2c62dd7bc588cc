import type { FastifyInstance } from 'fastify';
import { CURRENT_VERSIONS_PATH, type CurrentVersions } from '@gold/registry';
import { resolveForVisitor, versionKey } from '@gold/registry/model';
import type { RegistryService } from '../registry/registryService';
import { PRIVATE_NO_STORE } from '../../platform/http/cacheHeaders';

/** Above every canary's share: the bucket that always gets stable. */
const STABLE_BUCKET = 100;

/**
 * GET /registry/current: what an open page asks when the visitor moves on, so that a version the
 * guard or an operator ended since the page was served is not loaded again, and stable is loaded
 * instead. Only versions and public file URLs, the same for everyone.
 */
export async function currentVersionsRoute(
  app: FastifyInstance,
  { registry }: { registry: RegistryService },
) {
  app.get(CURRENT_VERSIONS_PATH, async (_request, reply) => {
    const { channels, versions, stableBackups, revoked } = await registry.snapshot();
    const stable = resolveForVisitor(
      channels,
      (remote, version) => versions.get(versionKey(remote, version)),
      { bucket: STABLE_BUCKET, stableBackups },
    ).remotes;
    const body: CurrentVersions = { revoked: [...revoked], stable };
    return reply.header('Cache-Control', PRIVATE_NO_STORE).send(body);
  });
}
