import { describe, expect, it } from 'vitest';
import {
  PINNED_NODE,
  SUPPORTED_RANGE,
  chooseNode,
  isSupported,
  parseVersion,
} from './nodeVersions.mjs';
import rootPackage from '../package.json' with { type: 'json' };

describe('which Node runs the project', () => {
  it("takes the pinned LTS from the cache when the machine's Node is older", () => {
    for (const machine of ['v20.20.2', 'v22.23.3', 'v18.20.8']) {
      expect(chooseNode(machine)).toMatchObject({ use: 'cache', version: `v${PINNED_NODE}` });
    }
    expect(chooseNode('v20.20.2').why).toBe('is not a supported LTS');
  });

  it("takes the machine's Node when it is a supported LTS", () => {
    for (const machine of [`v${PINNED_NODE}`, 'v26.13.0', 'v26.40.2', 'v24.21.0', 'v24.22.1']) {
      expect(chooseNode(machine)).toEqual({ use: 'machine', version: machine });
    }
  });

  it('takes the cache for a release of a supported line older than the oldest tested one', () => {
    expect(chooseNode('v26.0.0')).toMatchObject({
      use: 'cache',
      why: 'is older than 26.12.1, the oldest tested Node 26',
    });
    expect(chooseNode('v24.20.9').use).toBe('cache');
  });

  it('takes the cache for a Node that is not an LTS, newer or odd', () => {
    expect(chooseNode('v27.0.0')).toMatchObject({
      use: 'cache',
      why: 'is newer than the supported LTS lines',
    });
    expect(chooseNode('v25.9.0').use).toBe('cache');
    expect(chooseNode('v26.0.0-nightly20260101abc').use).toBe('cache');
  });

  it('reads versions with and without the v', () => {
    expect(parseVersion('v20.20.2')).toEqual([20, 20, 2]);
    expect(parseVersion('26.12.1')).toEqual([26, 12, 1]);
    expect(parseVersion('26')).toBeNull();
    expect(isSupported('26.12.1')).toBe(true);
  });

  it('pins a version it supports, and states the same range in engines', () => {
    expect(isSupported(PINNED_NODE)).toBe(true);
    expect(rootPackage.engines.node).toBe(SUPPORTED_RANGE);
  });
});
