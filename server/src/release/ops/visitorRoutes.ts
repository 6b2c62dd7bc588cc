import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registryCalls, type VisitorAnswer } from '@gold/ops-client/contract';
import { resolveForVisitor, versionKey } from '@gold/registry/model';
import { remoteNames } from '@gold/routes';
import ipaddr from 'ipaddr.js';
import type { RegistryService } from '../registry/registryService';
import { RegistryError } from '../registryErrors';
import { TokenSigner } from '../../platform/security/signedToken';
import { opsTokenOf } from '../../platform/ops/opsAuth';
import { bucketOfAddress, readVisitor } from '../visitors/visitorCookie';
import { parse } from './registryRequest';

/**
 * POST /ops/registry/visitor: which bucket a visitor is in (from its cookie, or for a new visitor
 * from an address) and which version of each remote the channels serve it now; preview grants
 * aside, which the visitor's browser holds. A token scoped to some remotes sees only those.
 */
export async function visitorRoutes(
  app: FastifyInstance,
  { registry, signingKey }: { registry: RegistryService; signingKey: string },
) {
  const signer = new TokenSigner(signingKey);
  const lookUp = async (request: FastifyRequest): Promise<VisitorAnswer> => {
    const body = parse(registryCalls.visitor.request, request.body);
    if ((body.cookie === undefined) === (body.address === undefined))
      throw new RegistryError(
        400,
        'give the visitor’s mf_bucket cookie or an address, one of them',
      );
    let bucket: number;
    if (body.cookie !== undefined) {
      const visitor = readVisitor(signer, body.cookie);
      if (!visitor)
        throw new RegistryError(
          400,
          'that mf_bucket cookie was not signed by this site’s key (or is cut short): copy it whole from the browser',
        );
      bucket = visitor.bucket;
    } else {
      const address = body.address ?? '';
      if (!ipaddr.isValid(address))
        throw new RegistryError(400, `"${address}" is not an IPv4 or IPv6 address`);
      bucket = bucketOfAddress(signer, address);
    }
    const { channels, versions, stableBackups } = await registry.snapshot();
    const resolved = resolveForVisitor(
      channels,
      (remote, version) => versions.get(versionKey(remote, version)),
      { bucket, stableBackups },
    );
    const scope = opsTokenOf(request).remotes;
    return {
      bucket,
      from: body.cookie !== undefined ? 'cookie' : 'address',
      remotes: remoteNames.flatMap((remote) => {
        const served = resolved.remotes[remote];
        if (!served || (scope && !scope.includes(remote))) return [];
        return [
          {
            remote,
            version: served.version,
            channel: served.channel === 'canary' ? 'canary' : 'stable',
          },
        ];
      }),
    };
  };
  app.post(registryCalls.visitor.route, (request) => lookUp(request));
}
