import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { PreviewGrantView } from '@gold/registry/model';
import { previewGrantId, registryCalls, type PreviewAnswer } from '@gold/ops-client/contract';
import type { RegistryService } from '../registry/registryService';
import { RegistryError } from '../registryErrors';
import { formatDuration } from '../durations';
import { TokenSigner } from '../../platform/security/signedToken';
import { ClientError } from '../../platform/http/clientError';
import { opsTokenOf } from '../../platform/ops/opsAuth';
import { mayRelease } from '../../platform/ops/scope/tokenScope';
import {
  DEFAULT_PREVIEW_MS,
  MAX_PREVIEW_MS,
  previewLink,
  signPreviewGrant,
} from '../visitors/previewGrants';
import { change, parse } from './registryRequest';

const grantId = z.string().check(z.regex(previewGrantId.pattern, 'not a preview id'));

/** Where preview links point, and the key their grants are signed with. */
export interface PreviewOptions {
  siteUrl: string;
  signingKey: string;
}

type Params = { Params: { remote: string } };
type GrantParams = { Params: { id: string } };

/** 403 unless the request's token may release `remote` (these routes name no `:remote`). */
function mayReleaseOrFail(request: FastifyRequest, remote: string) {
  const token = opsTokenOf(request);
  if (!mayRelease(token, remote))
    throw new ClientError(
      403,
      `the token "${token.name}" may not release ${remote}, only ${token.remotes?.join(', ')}`,
    );
}

/**
 * Preview grants, registered inside `registryRoutes` (so each takes the releases capability):
 * POST /ops/registry/:remote/preview, a link that lets the browser opening it see `version` of the
 * remote (published, not necessarily served to anyone) until the grant expires or is revoked;
 * GET /ops/registry/previews[?remote=], the grants not yet expired (never the signed grant); POST
 * /ops/registry/previews/:id/revoke, which ends one on every instance at the registry's next
 * revision. A token scoped to some remotes sees and revokes only their grants. All audited.
 */
export async function previewRoutes(
  app: FastifyInstance,
  { registry, siteUrl, signingKey }: PreviewOptions & { registry: RegistryService },
) {
  const signer = new TokenSigner(signingKey);
  app.post<Params>(registryCalls.preview.route, (request): Promise<PreviewAnswer> => {
    const body = parse(registryCalls.preview.request, request.body);
    const durationMs = body.forMs ?? DEFAULT_PREVIEW_MS;
    if (!Number.isInteger(durationMs) || durationMs < 1000 || durationMs > MAX_PREVIEW_MS)
      throw new RegistryError(
        400,
        `a preview lasts from 1 s to ${formatDuration(MAX_PREVIEW_MS)} (default ${formatDuration(DEFAULT_PREVIEW_MS)})`,
      );
    const expiresAt = new Date(Date.now() + durationMs);
    return registry.previews
      .issue(request.params.remote, body.version, durationMs, expiresAt, change(request, body))
      .then((grant) => {
        const token = signPreviewGrant(signer, {
          id: grant.id,
          remote: grant.remote,
          version: grant.version,
          expiresAt: expiresAt.getTime(),
        });
        return {
          id: grant.id,
          remote: grant.remote,
          version: grant.version,
          expiresAt: grant.expiresAt,
          link: previewLink(siteUrl, token, grant.remote),
        };
      });
  });

  app.get(registryCalls.previews.route, (request): Promise<{ items: PreviewGrantView[] }> => {
    const { remote } = parse(registryCalls.previews.request, request.query);
    if (remote) mayReleaseOrFail(request, remote);
    const remotes = remote ? [remote] : opsTokenOf(request).remotes;
    return registry.previews.list(remotes).then((items) => ({ items }));
  });

  app.post<GrantParams>(registryCalls.revokePreview.route, (request) => {
    const body = parse(registryCalls.revokePreview.request, request.body);
    const id = parse(grantId, request.params.id);
    return registry.previews.find(id).then((grant) => {
      // Another remote's grant is not told apart from none.
      if (!grant || !mayRelease(opsTokenOf(request), grant.remote))
        throw new RegistryError(404, `no preview grant ${id} that you may revoke`);
      return registry.previews.revoke(id, change(request, body));
    });
  });
}
