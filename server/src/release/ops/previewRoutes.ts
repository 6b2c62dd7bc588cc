import type { FastifyInstance } from 'fastify';
import { registryCalls, type PreviewAnswer } from '@gold/ops-client/contract';
import type { RegistryService } from '../registry/registryService';
import { RegistryError } from '../registryErrors';
import { formatDuration } from '../durations';
import { TokenSigner } from '../../platform/security/signedToken';
import {
  DEFAULT_PREVIEW_MS,
  MAX_PREVIEW_MS,
  previewLink,
  signPreviewGrant,
} from '../visitors/previewGrants';
import { change, parse } from './registryRequest';

/** Where preview links point, and the key their grants are signed with. */
export interface PreviewOptions {
  siteUrl: string;
  signingKey: string;
}

type Params = { Params: { remote: string } };

/**
 * POST /ops/registry/:remote/preview: a link that lets the browser opening it see `version` of the
 * remote (published, not necessarily served to anyone) until the grant expires; audited. Registered
 * inside `registryRoutes`, so it takes the releases capability for that remote.
 */
export async function previewRoutes(
  app: FastifyInstance,
  { registry, siteUrl, signingKey }: PreviewOptions & { registry: RegistryService },
) {
  const signer = new TokenSigner(signingKey);
  app.post<Params>(registryCalls.preview.route, (request) => {
    const body = parse(registryCalls.preview.request, request.body);
    const durationMs = body.forMs ?? DEFAULT_PREVIEW_MS;
    if (!Number.isInteger(durationMs) || durationMs < 1000 || durationMs > MAX_PREVIEW_MS)
      throw new RegistryError(
        400,
        `a preview lasts from 1 s to ${formatDuration(MAX_PREVIEW_MS)} (default ${formatDuration(DEFAULT_PREVIEW_MS)})`,
      );
    const expiresAt = new Date(Date.now() + durationMs);
    return registry
      .recordPreview(
        request.params.remote,
        body.version,
        durationMs,
        expiresAt,
        change(request, body),
      )
      .then((version): PreviewAnswer => {
        const token = signPreviewGrant(signer, {
          remote: version.remote,
          version: version.version,
          expiresAt: expiresAt.getTime(),
        });
        return {
          remote: version.remote,
          version: version.version,
          expiresAt: expiresAt.toISOString(),
          link: previewLink(siteUrl, token, version.remote),
        };
      });
  });
}
