import { readFileSync } from 'node:fs';

// A page for the no-script tests (not used by the bench itself).

/**
 * /website/home as the real server sent it, saved byte for byte after `npm run build`, from the
 * repository root:
 *   DATA_DIR=$(mktemp -d) DATABASE_URL= PORT=8399 OPS_PORT=9399 SITE_URL=http://127.0.0.1:8399 \
 *     node server/dist/server.mjs &
 *   curl -sf -o bench/src/web/fixtures/home.html http://127.0.0.1:8399/website/home
 */
export const homePage = readFileSync(new URL('fixtures/home.html', import.meta.url), 'utf8');
