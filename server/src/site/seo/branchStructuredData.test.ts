import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { findRoute } from '@gold/routes';
import type { FastifyBaseLogger } from 'fastify';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import type { Queryable } from '../../platform/database';
import { seedBranches } from '../../api/store/seedData';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { pageStructuredData } from './branchStructuredData';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => test.dispose(), DATABASE_HOOK_TIMEOUT_MS);

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const publicNames = seedBranches
  .filter((branch) => branch.status === 1)
  .map((branch) => branch.branchName)
  .sort((a, b) => a.localeCompare(b))
  .map((name) => `${defaultPublicConfig.brandName}, ${name}`);

describe('pageStructuredData', () => {
  it('describes every public branch, in the order of the branches page, on the branches page', async () => {
    const nodes = await pageStructuredData(
      findRoute('/website/branches'),
      test.db,
      defaultPublicConfig,
      log,
    );
    expect(nodes.map((node) => node.name)).toEqual(publicNames);
    expect(nodes.every((node) => node['@type'] === 'LocalBusiness')).toBe(true);
  });

  it('adds nothing on other pages and on the not-found page', async () => {
    expect(
      await pageStructuredData(findRoute('/website/home'), test.db, defaultPublicConfig, log),
    ).toEqual([]);
    expect(await pageStructuredData(undefined, test.db, defaultPublicConfig, log)).toEqual([]);
  });

  it('still serves the page, without the branches, when the database fails', async () => {
    const lost = () => Promise.reject(new Error('connection lost'));
    const broken: Queryable = { query: lost, exec: lost };
    expect(
      await pageStructuredData(findRoute('/website/branches'), broken, defaultPublicConfig, log),
    ).toEqual([]);
    expect(log.error).toHaveBeenCalled();
  });
});
