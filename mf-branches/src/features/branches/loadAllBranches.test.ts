import { describe, expect, it, vi } from 'vitest';
import type { Branch, BranchListResult } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { FIRST_PAGE_SIZE, loadAllBranches } from './loadAllBranches';

const branch = (branchName: string): Branch => ({
  branchName,
  inchargeName: 'In Charge',
  mobileNumber: '9000000000',
  shopOpenTiming: '09:30',
  shopClosingTiming: '19:00',
  address: 'Address',
  city: 'City',
  state: 'State',
  latitude: 13,
  longitude: 80,
});

const answer = (content: Branch[], totalElements: number): ApiAnswer<BranchListResult> => ({
  flag: 1,
  message: 'ok',
  data: { content, totalElements },
});

describe('loadAllBranches', () => {
  it('asks for 5 rows first, then for totalElements rows, and gives them all', async () => {
    const all = [
      'Salem',
      'Madurai',
      'Chennai',
      'Bengaluru',
      'Coimbatore',
      'Mysuru',
      'Anna Nagar',
    ].map(branch);
    const getPage = vi.fn((pageSize: number) =>
      Promise.resolve(answer(all.slice(0, pageSize), all.length)),
    );
    const result = await loadAllBranches(getPage);
    expect(FIRST_PAGE_SIZE).toBe(5);
    expect(getPage.mock.calls).toEqual([[5], [7]]);
    expect(result).toEqual({
      kind: 'loaded',
      branches: all,
    });
  });

  it('makes the second request even when the first page already holds every branch', async () => {
    const getPage = vi.fn(() => Promise.resolve(answer([branch('Only')], 1)));
    await loadAllBranches(getPage);
    expect(getPage.mock.calls).toEqual([[5], [1]]);
  });

  it('stops after the first request when there are no branches', async () => {
    const getPage = vi.fn(() => Promise.resolve(answer([], 0)));
    expect(await loadAllBranches(getPage)).toEqual({ kind: 'loaded', branches: [] });
    expect(getPage).toHaveBeenCalledTimes(1);
  });

  it('gives the server message when either answer has a flag other than 1', async () => {
    const refused: ApiAnswer<BranchListResult> = {
      flag: 0,
      message: 'Branches unavailable',
      data: null,
    };
    expect(await loadAllBranches(() => Promise.resolve(refused))).toEqual({
      kind: 'refused',
      message: 'Branches unavailable',
    });
    const secondRefused = vi
      .fn()
      .mockResolvedValueOnce(answer([branch('A')], 8))
      .mockResolvedValueOnce(refused);
    expect(await loadAllBranches(secondRefused)).toEqual({
      kind: 'refused',
      message: 'Branches unavailable',
    });
  });

  it('passes a failed request on to the caller', async () => {
    const failure = new Error('HTTP 500');
    await expect(loadAllBranches(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
