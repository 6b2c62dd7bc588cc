import { existsSync } from 'node:fs';
import { MEMORY_ENVIRONMENT } from '@gold/config/server';
import { repoRoot, serverEntryIn } from './paths';
import { startChildServer, type ChildServer } from './childServer';

export interface SiteServerOptions {
  /** `federated`, `monolith` or `api`: names the scratch folder. */
  name: string;
  /** Folder holding shell/dist and each remote's dist to serve; the checkout by default. */
  webRoot?: string;
  /** Whether the server publishes the remotes built in `webRoot` at start-up (on by default). */
  autoPublish?: boolean;
  /** A PostgreSQL to use instead of a fresh embedded database. */
  databaseUrl?: string;
  /** The checkout whose server bundle runs; this one by default. */
  checkout?: string;
}

/**
 * The site's real server (the bundle `npm start` runs) with a fresh embedded database, its
 * canonical URL set to where it is served, as in production.
 */
export async function startSiteServer({
  name,
  webRoot,
  autoPublish = true,
  databaseUrl,
  checkout = repoRoot,
}: SiteServerOptions): Promise<ChildServer> {
  const entry = serverEntryIn(checkout);
  if (!existsSync(entry)) {
    throw new Error(
      `${entry} is missing: run \`npm run build\` (or pnpm --filter @gold/server build) first`,
    );
  }
  return startChildServer({
    name,
    args: ['--enable-source-maps', entry],
    cwd: checkout,
    readyPath: '/website/home',
    env: (workDir, origin) => ({
      // As production starts it (docs/production.md): memory figures are of that process.
      ...MEMORY_ENVIRONMENT,
      // The embedded database in the scratch folder unless told otherwise, even where DATABASE_URL is set.
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: workDir,
      // The load comes from one address: the per-client rate limits must not throttle it.
      RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
      SITE_URL: origin,
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
      // A monolith has no remotes: none is published, so no page preloads or inlines one.
      ...(autoPublish ? {} : { AUTO_PUBLISH: '0' }),
    }),
  });
}
