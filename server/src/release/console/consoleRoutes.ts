import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE } from '../../platform/http/cacheHeaders';
import { consoleContentSecurityPolicy } from './consolePolicy';

/** Where the console's built files are served, under the ops prefix. */
export const CONSOLE_FILES = '/console/';

/** The marker in the console's index.html that each answer replaces with its nonce. */
const NONCE_MARKER = '__CSP_NONCE__';

const NOT_BUILT =
  'the release console was not built: run `npm run build` (or `node scripts/pnpm.mjs --filter @gold/ops-console run build`)\n';

export interface ConsoleRoutesOptions {
  /** The console's build folder (`ops-console/dist`). */
  consoleDist: string;
}

/**
 * The release console, registered under the ops prefix beside the ops endpoints and on the same
 * listener (OPS_PORT's when set): its page at /ops/ and its files at /ops/console/. Neither needs
 * the ops token (they hold nothing secret; every data request carries it) and neither is linked
 * from, or loaded by, a visitor's page. A checkout whose console was not built still starts; the
 * console's paths then answer a one-line 404 that says so.
 */
export async function consoleRoutes(app: FastifyInstance, { consoleDist }: ConsoleRoutesOptions) {
  const indexFile = join(consoleDist, 'index.html');
  // Read per answer (half a KB, for a few operators): a console rebuilt while the server runs
  // names its new files at once.
  const page = () => readFile(indexFile, 'utf8').catch(() => undefined);
  const nonces = new WeakMap<FastifyRequest, string>();

  // After the site's hardening (registered first), so that this policy replaces the visitors'.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', consoleContentSecurityPolicy(nonces.get(request)));
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    return payload;
  });

  app.get('/', async (request, reply) => {
    const html = await page();
    if (html === undefined)
      return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const nonce = randomBytes(18).toString('base64');
    nonces.set(request, nonce);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(NONCE_MARKER, nonce));
  });

  if (!existsSync(consoleDist)) {
    app.get(`${CONSOLE_FILES}*`, (_request, reply) =>
      reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: CONSOLE_FILES,
    index: false,
    // The page is served above, with its nonce; its template is not a file to fetch.
    allowedPath: (path) => path !== '/index.html',
    cacheControl: false,
    // Every file but the page is named by its content hash.
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });
}

/** Where the console's build lives in a checkout. */
export function consoleDistIn(webRoot: string): string {
  return join(webRoot, 'ops-console', 'dist');
}
