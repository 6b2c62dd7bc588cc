import type { FastifyInstance } from 'fastify';
import { decodedPath } from '../platform/http/routedPath';

/**
 * Whether `url` asks for a source map, however its path is percent-encoded (`.ma%70`, `%2emap`):
 * the file handlers decode the path before they look for the file, so the guard does too.
 */
export function asksForSourceMap(url: string): boolean {
  return /\.map$/i.test(decodedPath(url));
}

/** Answers 404 to every request for a source map: they show our sources. */
export function refuseSourceMaps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (asksForSourceMap(request.url)) return reply.code(404).type('text/plain').send('Not found');
  });
}
