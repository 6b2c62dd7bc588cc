import { describe, expect, it } from 'vitest';
import { networkRecordsFrom, type DevtoolsEvent } from './networkRecords';
import { chainBefore } from './serialLevels';

const site = 'http://127.0.0.1:9000';

function sent(
  requestId: string,
  path: string,
  seconds: number,
  initiator: { type: string; url?: string; stack?: unknown },
  type = 'Script',
): DevtoolsEvent {
  return {
    method: 'Network.requestWillBeSent',
    params: { requestId, request: { url: `${site}${path}` }, timestamp: seconds, type, initiator },
  };
}

function frames(...paths: string[]) {
  return { callFrames: paths.map((path) => ({ url: `${site}${path}` })) };
}

// A federated page load: the remote's entry is requested by the federation runtime (main.js on
// top of the stack) on behalf of the shell's bootstrap chunk (an async parent frame).
const federatedLoad: DevtoolsEvent[] = [
  sent('1', '/website/home', 1.0, { type: 'other' }, 'Document'),
  sent('2', '/shell/main.js', 1.1, { type: 'parser', url: `${site}/website/home` }),
  sent('3', '/shell/bootstrap.js', 1.2, { type: 'script', stack: frames('/shell/main.js') }),
  sent('4', '/remotes/home/1/remoteEntry.js', 1.3, {
    type: 'script',
    stack: { ...frames('/shell/main.js'), parent: frames('/shell/bootstrap.js') },
  }),
  sent('5', '/remotes/home/1/HomePage.js', 1.4, {
    type: 'script',
    stack: frames('/remotes/home/1/remoteEntry.js'),
  }),
  sent('6', '/favicon.ico', 1.45, { type: 'other' }, 'Other'),
  sent(
    '7',
    '/api/goldRate/view',
    1.5,
    {
      type: 'script',
      stack: { ...frames('/shell/vendors.js'), parent: frames('/remotes/home/1/HomePage.js') },
    },
    'Fetch',
  ),
  sent(
    '8',
    '/remotes/home/1/banner.webp',
    2.5,
    { type: 'script', stack: frames('/remotes/home/1/HomePage.js') },
    'Image',
  ),
  { method: 'Network.responseReceived', params: { requestId: '2' } },
];

function finished(requestId: string, seconds: number): DevtoolsEvent {
  return { method: 'Network.loadingFinished', params: { requestId, timestamp: seconds } };
}

describe('serial request levels', () => {
  it('follows initiators and async stacks down to the deepest script before the LCP', () => {
    const records = networkRecordsFrom(federatedLoad);
    // document 0, main 1, bootstrap 2, remote entry 3, exposed page 4, rates call 5.
    expect(chainBefore(records, 2.0e6)).toEqual({ levels: 5, requests: 7 });
  });

  it('leaves out requests that start after the LCP', () => {
    const records = networkRecordsFrom(federatedLoad);
    expect(chainBefore(records, 1.35e6)).toEqual({ levels: 3, requests: 4 });
  });

  it('puts files preloaded from the HTML one level after it', () => {
    const preloaded = [
      sent('1', '/website/home', 1.0, { type: 'other' }, 'Document'),
      sent('2', '/shell/main.js', 1.1, { type: 'parser', url: `${site}/website/home` }),
      sent('3', '/remotes/home/1/HomePage.js', 1.1, {
        type: 'parser',
        url: `${site}/website/home#top`,
      }),
      sent(
        '4',
        '/api/goldRate/view',
        1.3,
        { type: 'script', stack: frames('/shell/main.js', '/remotes/home/1/HomePage.js') },
        'Fetch',
      ),
    ];
    expect(chainBefore(networkRecordsFrom(preloaded), 2e6).levels).toBe(2);
  });

  it('hangs an image that the scripts inserted below the deepest script loaded by then', () => {
    const records = networkRecordsFrom([
      sent('1', '/website/home', 1.0, { type: 'other' }, 'Document'),
      sent('2', '/shell/main.js', 1.1, { type: 'parser', url: `${site}/website/home` }),
      sent('3', '/shell/bootstrap.js', 1.2, { type: 'script', stack: frames('/shell/main.js') }),
      finished('2', 1.15),
      finished('3', 1.3),
      sent('4', '/favicon.svg', 1.35, { type: 'other' }, 'Other'),
      sent('5', '/remotes/home/1/assets/slide.svg', 1.4, { type: 'other' }, 'Image'),
      sent('6', '/remotes/home/1/late-chunk.js', 1.5, {
        type: 'script',
        stack: frames('/shell/main.js'),
      }),
    ]);
    expect(chainBefore(records, 1.45e6)).toEqual({ levels: 3, requests: 5 });
    expect(chainBefore(records, 1.37e6)).toEqual({ levels: 2, requests: 4 });
  });

  it('keeps one record per redirected request and skips data: URLs', () => {
    const records = networkRecordsFrom([
      sent('1', '/', 1.0, { type: 'other' }, 'Document'),
      sent('1', '/website/home', 1.05, { type: 'other' }, 'Document'),
      {
        method: 'Network.requestWillBeSent',
        params: {
          requestId: '2',
          request: { url: 'data:image/png;base64,AA' },
          timestamp: 1.1,
          initiator: { type: 'parser' },
        },
      },
      sent('3', '/shell/main.js', 1.1, { type: 'parser', url: `${site}/website/home` }),
    ]);
    expect(records.map((record) => record.urls)).toEqual([
      [`${site}/`, `${site}/website/home`],
      [`${site}/shell/main.js`],
    ]);
    expect(chainBefore(records, 2e6)).toEqual({ levels: 1, requests: 2 });
  });
});
