import type { FastifyInstance } from 'fastify';

/**
 * Largest body of a route that sets no limit of its own (Fastify's default is 1 MiB). The API's
 * JSON endpoints (64 KiB) and the beacon (2 KiB) set tighter ones; multipart uploads are bounded
 * by their parser's part and file limits instead, as they are streamed rather than buffered.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Gives every route registered after this call the default body limit unless it sets one. */
export function addDefaultBodyLimit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= DEFAULT_BODY_LIMIT;
  });
}
