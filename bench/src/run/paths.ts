import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench package's folder. */
export const benchDir = fileURLToPath(new URL('../../', import.meta.url));
/** The repository root (where `pnpm bench` runs). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The server bundle that `npm start` runs in `checkout`. */
export const serverEntryIn = (checkout: string) => join(checkout, 'server/dist/server.mjs');
/** The monolith's build output, served as the shell of a web root of its own (buildSnapshot.ts). */
export const monolithDist = `${benchDir}monolith/dist`;
/** Where results are written. */
export const resultsDir = `${benchDir}results`;
