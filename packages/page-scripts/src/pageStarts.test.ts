// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineJsonScript } from '@gold/config';
import { PAGE_START_BEACON, REGISTRY_ELEMENT_ID } from '@gold/registry';
import { reportPageStart, reportVersionStart } from './pageStarts';

let beacons: unknown[] = [];

beforeEach(() => {
  beacons = [];
  document.head.innerHTML = inlineJsonScript(REGISTRY_ELEMENT_ID, {
    remotes: {},
    view: 'token-of-this-view',
    started: 'calculator@1.1.0',
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: Blob) => {
      void body.text().then((text) => beacons.push({ url, ...JSON.parse(text) }));
      return true;
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page view start reports', () => {
  it("report the route's version once, and each other version the page runs once", async () => {
    reportPageStart();
    reportPageStart();
    // The shell loading the route's own version again says nothing new.
    reportVersionStart('calculator', '1.1.0');
    // Stable after the canary failed, and a page moved to.
    reportVersionStart('calculator', '1.0.0');
    reportVersionStart('calculator', '1.0.0');
    reportVersionStart('home', '2.0.0');
    await settled();
    const url = PAGE_START_BEACON;
    expect(beacons).toEqual([
      { url, view: 'token-of-this-view' },
      { url, view: 'token-of-this-view', remote: 'calculator', version: '1.0.0' },
      { url, view: 'token-of-this-view', remote: 'home', version: '2.0.0' },
    ]);
  });

  it('report nothing without a page view token', async () => {
    document.head.innerHTML = inlineJsonScript(REGISTRY_ELEMENT_ID, { remotes: {} });
    reportPageStart();
    reportVersionStart('calculator', '1.0.0');
    document.head.innerHTML = '';
    reportPageStart();
    await settled();
    expect(beacons).toEqual([]);
  });
});
