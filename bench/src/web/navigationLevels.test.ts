import { describe, expect, it } from 'vitest';
import {
  navigationLevels,
  navigationRequestsFrom,
  type NavigationRequest,
} from './navigationLevels';
import type { DevtoolsEvent } from './networkRecords';

const site = 'http://127.0.0.1:9000';

function request(
  path: string,
  startMs: number,
  endMs: number,
  fromCache = false,
): NavigationRequest {
  return { url: `${site}${path}`, startUs: startMs * 1000, endUs: endMs * 1000, fromCache };
}

describe('navigationLevels', () => {
  it('counts two levels when the page chunks start only after the entry arrived', () => {
    expect(
      navigationLevels([
        request('/remotes/calculator/1/remoteEntry.js', 0, 180),
        request('/remotes/calculator/1/CalculatorPage.js', 185, 500),
        request('/shell/zod.js', 186, 450),
      ]),
    ).toBe(2);
  });

  it('counts one level when every file was fetched with the entry, the later script tags served from the cache', () => {
    expect(
      navigationLevels([
        request('/remotes/calculator/1/CalculatorPage.js', 0, 360),
        request('/shell/zod.js', 1, 300),
        request('/remotes/calculator/1/remoteEntry.js', 2, 260),
        request('/remotes/calculator/1/CalculatorPage.js', 265, 360, true),
        request('/shell/zod.js', 266, 300, true),
      ]),
    ).toBe(1);
  });

  it("leaves out the page's data and the browser's own requests", () => {
    expect(
      navigationLevels([
        request('/remotes/branches/1/BranchesPage.js', 0, 200),
        request('/api/branch/getAll', 210, 400),
        request('/favicon.svg', 220, 230),
      ]),
    ).toBe(1);
  });

  it('counts a chain of three, and nothing for a navigation that downloaded no code', () => {
    expect(
      navigationLevels([
        request('/a.js', 0, 100),
        request('/b.js', 110, 200),
        request('/c.js', 150, 300),
        request('/d.js', 310, 400),
      ]),
    ).toBe(3);
    expect(navigationLevels([request('/a.js', 0, 100, true)])).toBe(0);
  });
});

describe('navigationRequestsFrom', () => {
  const sent = (requestId: string, path: string, seconds: number): DevtoolsEvent => ({
    method: 'Network.requestWillBeSent',
    params: {
      requestId,
      request: { url: `${site}${path}` },
      timestamp: seconds,
      type: 'Script',
      initiator: { type: 'script' },
    },
  });
  const finished = (requestId: string, seconds: number): DevtoolsEvent => ({
    method: 'Network.loadingFinished',
    params: { requestId, timestamp: seconds },
  });

  it('marks what the memory or disk cache answered, and times each request', () => {
    const requests = navigationRequestsFrom([
      sent('1', '/remotes/calculator/1/remoteEntry.js', 1.0),
      sent('2', '/remotes/calculator/1/CalculatorPage.js', 1.25),
      sent('3', '/shell/zod.js', 1.5),
      { method: 'Network.requestServedFromCache', params: { requestId: '2' } },
      {
        method: 'Network.responseReceived',
        params: { requestId: '3', response: { fromDiskCache: true } },
      },
      {
        method: 'Network.responseReceived',
        params: { requestId: '1', response: { fromDiskCache: false } },
      },
      finished('1', 2),
    ]);

    expect(requests).toEqual([
      request('/remotes/calculator/1/remoteEntry.js', 1000, 2000),
      request('/remotes/calculator/1/CalculatorPage.js', 1250, Infinity, true),
      request('/shell/zod.js', 1500, Infinity, true),
    ]);
    expect(navigationLevels(requests)).toBe(1);
  });
});
