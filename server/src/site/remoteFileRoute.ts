import type { FastifyInstance } from 'fastify';
import { versionKey } from '@gold/registry/model';
import type { RegistryService } from '../release/registry/registryService';
import type { ReleaseCache } from '../release/builds/releaseCache';
import { IMMUTABLE } from '../platform/http/cacheHeaders';
import { chosenForm, ImmutableFiles } from './immutableFiles';
import { unreadableNow } from './unreadableNow';

/**
 * Room for the published versions' files held in memory with their compressed forms: a version's
 * files are about 1-2 MB in all, so this holds the few versions visitors are served at once.
 */
const HELD_FILES_BYTES = 64 * 2 ** 20;

export interface RemoteFileRouteOptions {
  registry: RegistryService;
  /** This instance's local copy of the published versions' files. */
  releases: ReleaseCache;
}

/** `/remotes/:remote/:version/*`: every published version's files, immutable, from memory. */
export function remoteFileRoute(
  app: FastifyInstance,
  { registry, releases }: RemoteFileRouteOptions,
) {
  const heldFiles = new ImmutableFiles(HELD_FILES_BYTES);
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    // Sent in the form made once (immutableFiles.ts), not compressed again on each answer.
    { compress: false },
    async (request, reply) => {
      const { remote, version } = request.params;
      const key = versionKey(remote, version);
      const snapshot = await registry.snapshot();
      const known = snapshot.versions.get(key);
      if (!known || !known.baseUrl.startsWith('/remotes/')) {
        return reply
          .code(404)
          .type('text/plain')
          .send(`no published version ${version} of remote ${remote}`);
      }
      // An ended version is served to no one, preview grant or open page alike: a page still on
      // it fails over to stable, as for any load that fails.
      if (snapshot.revoked.has(key))
        return reply
          .code(410)
          .header('Cache-Control', 'no-store')
          .type('text/plain')
          .send(`${key} was ended (aborted or rolled back): it is served to no one`);
      const folder = await releases.folderFor(known.remote, version).catch(unreadableNow);
      // Only files already copied here are served while the database is down or the disk fails.
      if (folder === null)
        return reply
          .code(503)
          .header('Retry-After', '5')
          .type('text/plain')
          .send(`the files of ${key} cannot be read now: try again shortly`);
      if (!folder) return reply.code(404).type('text/plain').send(`no files for ${key}`);
      const file = await heldFiles.get(folder, request.params['*']);
      if (!file)
        return reply.code(404).type('text/plain').send(`no file ${request.params['*']} in ${key}`);
      // A published version's files never change, so every one may be cached for good.
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('ETag', file.etag)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const { body, encoding } = chosenForm(file, request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.type(file.type).send(body);
    },
  );
}
