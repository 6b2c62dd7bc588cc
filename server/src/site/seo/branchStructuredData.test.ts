import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { findRoute } from '@gold/routes';
import type { FastifyBaseLogger } from 'fastify';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import type { Queryable } from '../../platform/database';
import { seedBranches } from '../../api/store/seedData';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { branchesOfPage, pageStructuredData } from './branchStructuredData';

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
    const branches = await branchesOfPage(findRoute('/website/branches'), test.db, log);
    const nodes = pageStructuredData(branches, defaultPublicConfig);
    expect(nodes.map((node) => node.name)).toEqual(publicNames);
    expect(nodes.every((node) => node['@type'] === 'LocalBusiness')).toBe(true);
  });

  it('adds nothing on other pages and on the not-found page', async () => {
    expect(await branchesOfPage(findRoute('/website/home'), test.db, log)).toBeUndefined();
    expect(await branchesOfPage(undefined, test.db, log)).toBeUndefined();
    expect(pageStructuredData(undefined, defaultPublicConfig)).toEqual([]);
  });

  it('still serves the page, without the branches, when the database fails', async () => {
    const lost = () => Promise.reject(new Error('connection lost'));
    const broken: Queryable = { query: lost, exec: lost };
    expect(await branchesOfPage(findRoute('/website/branches'), broken, log)).toBeUndefined();
    expect(log.error).toHaveBeenCalled();
  });
});
