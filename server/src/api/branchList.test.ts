import {
  apiPaths,
  branchListRequest,
  branchListResultSchema,
  type BranchListResult,
} from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { insertBranch } from './store';
import { seedBranches } from './store/seedData';
import { postEncrypted, testApiForFile } from '../testing/testApi';

const api = testApiForFile();

async function listBranches(
  request: Partial<ReturnType<typeof branchListRequest>>,
): Promise<BranchListResult> {
  const answer = await postEncrypted(api(), apiPaths.branchList, {
    ...branchListRequest(5),
    ...request,
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.envelope.flag).toBe(1);
  return branchListResultSchema.parse(answer.data);
}

const open = seedBranches.filter((branch) => branch.status === 1);
const openNames = open.map((branch) => branch.branchName).sort((a, b) => a.localeCompare(b));

describe('branch/getAll', () => {
  it('answers the count of open branches with the first page, as the page loads in two steps', async () => {
    const first = await listBranches({ pageSize: 5 });
    expect(first.totalElements).toBe(open.length);
    expect(first.content).toHaveLength(5);
    const all = await listBranches({ pageSize: first.totalElements });
    expect(all.content.map((branch) => branch.branchName)).toEqual(openNames);
  });

  it('answers whole branches with 24-hour timings and coordinates', async () => {
    const { content } = await listBranches({ searchContent: 'T. Nagar' });
    expect(content).toEqual([
      {
        branchName: 'Chennai - T. Nagar',
        inchargeName: 'Lakshmi Narayanan',
        mobileNumber: '9840012301',
        shopOpenTiming: '09:30',
        shopClosingTiming: '19:00',
        address: 'No. 48, Usman Road, T. Nagar, Chennai 600017',
        city: 'Chennai',
        state: 'Tamil Nadu',
        latitude: 13.0418,
        longitude: 80.2341,
      },
    ]);
  });

  it('pages without gaps or repeats, and answers an empty page past the end', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((pageNumber) => listBranches({ pageSize: 3, pageNumber })),
    );
    expect(pages.map((page) => page.content.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flatMap((page) => page.content.map((branch) => branch.branchName))).toEqual(
      openNames,
    );
    const beyond = await listBranches({ pageSize: 3, pageNumber: 50 });
    expect(beyond).toEqual({ content: [], totalElements: open.length });
  });

  it('lists only branches with the requested status', async () => {
    const closed = seedBranches.find((branch) => branch.status !== 1);
    const all = await listBranches({ pageSize: 100 });
    expect(closed).toBeDefined();
    expect(all.content.map((branch) => branch.branchName)).not.toContain(closed?.branchName);
  });

  it('searches name, city and address without regard to case', async () => {
    const byCity = await listBranches({ searchContent: 'bengaluru', pageSize: 100 });
    expect(byCity.content.map((branch) => branch.city)).toEqual(['Bengaluru', 'Bengaluru']);
    expect(byCity.totalElements).toBe(2);
    const byAddress = await listBranches({ searchContent: 'USMAN ROAD' });
    expect(byAddress.content.map((branch) => branch.branchName)).toEqual(['Chennai - T. Nagar']);
    const byName = await listBranches({ searchContent: '  rs puram ' });
    expect(byName.totalElements).toBe(1);
    // The closed Hubballi branch matches the text but not the status.
    expect(await listBranches({ searchContent: 'Hubballi' })).toEqual({
      content: [],
      totalElements: 0,
    });
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect((await listBranches({ searchContent: '%' })).totalElements).toBe(0);
    expect((await listBranches({ searchContent: '_' })).totalElements).toBe(0);
    await insertBranch(api().db, { ...open[0]!, branchName: 'Zeta 100% Gold_Point' });
    const literal = await listBranches({ searchContent: '100%' });
    expect(literal.content.map((branch) => branch.branchName)).toEqual(['Zeta 100% Gold_Point']);
  });

  it('orders by name without regard to case', async () => {
    await insertBranch(api().db, { ...open[0]!, branchName: 'anna Salai' });
    const all = await listBranches({ pageSize: 100 });
    const names = all.content.map((branch) => branch.branchName);
    expect(names[0]).toBe('anna Salai');
    expect(names.indexOf('Bengaluru - Jayanagar')).toBe(1);
  });
});
