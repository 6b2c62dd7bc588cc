import type { FastifyBaseLogger } from 'fastify';
import type { Branch } from '@gold/contracts';
import type { SiteRoute } from '@gold/routes';
import { type Queryable } from '../../platform/database';
import { listBranches } from '../../api/store';
import { isDatabaseUnavailable } from '../../platform/database/databaseUnavailable';
import { branchNode, type JsonLdNode, type StructuredDataFacts } from './structuredData';

// Far more than a business of two states will ever have; the page lists them all the same way.
const MAX_BRANCHES = 1000;

/** The branches the public sees (status 1), in the order of the branches page. */
export async function publicBranches(db: Queryable): Promise<Branch[]> {
  const page = await listBranches(
    db,
    { status: 1, search: '' },
    { limit: MAX_BRANCHES, offset: 0 },
  );
  return page.items;
}

/**
 * The branches a route's page shows as the server sends it: the public ones on the branches page,
 * undefined elsewhere, and undefined where they cannot be read (a database failure costs only
 * what the page would have shown of them in its first paint, never the page).
 */
export async function branchesOfPage(
  route: SiteRoute | undefined,
  db: Queryable,
  log: FastifyBaseLogger,
): Promise<Branch[] | undefined> {
  if (route?.path !== 'branches') return undefined;
  try {
    return await publicBranches(db);
  } catch (error) {
    // An outage is logged by the registry watcher once, not with a stack per page view.
    if (isDatabaseUnavailable(error))
      log.warn('branches for the page could not be read: the database is unavailable');
    else log.error({ err: error }, 'branches for the page could not be read');
    return undefined;
  }
}

/** The page's own JSON-LD nodes: a LocalBusiness per branch it shows (the branches page's). */
export function pageStructuredData(
  branches: readonly Branch[] | undefined,
  facts: StructuredDataFacts,
): JsonLdNode[] {
  return (branches ?? []).map((branch) => branchNode(branch, facts));
}
