import type { FastifyInstance } from 'fastify';

/**
 * Whether `url` asks for a source map, however its path is percent-encoded (`.ma%70`, `%2emap`):
 * the file handlers decode the path before they look for the file, so the guard does too.
 */
export function asksForSourceMap(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not a path any file handler resolves: they answer 400 or 404 themselves.
    decoded = path;
  }
  return /\.map$/i.test(decoded);
}

/** Answers 404 to every request for a source map: they show our sources. */
export function refuseSourceMaps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (asksForSourceMap(request.url)) return reply.code(404).type('text/plain').send('Not found');
  });
}
