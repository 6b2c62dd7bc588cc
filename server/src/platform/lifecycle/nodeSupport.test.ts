import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { SUPPORTED_NODE, unsupportedNode } from './nodeSupport';

describe('the Node the server runs on', () => {
  it("supports what the project's engines say", () => {
    expect(SUPPORTED_NODE).toBe(rootPackage.engines.node);
  });

  it('warns on Node 20, past its end of life, and on a Node newer than the LTS lines', () => {
    expect(unsupportedNode('v20.20.2', false)).toEqual({
      refuse: false,
      message: expect.stringMatching(/^Node v20\.20\.2 is not supported/),
    });
    expect(unsupportedNode('v27.0.0', false)?.refuse).toBe(false);
  });

  it('refuses to start on them under NODE_ENV=production', () => {
    expect(unsupportedNode('v20.20.2', true)).toEqual({
      refuse: true,
      message: expect.stringMatching(/^refusing to start: Node v20\.20\.2 is not supported/),
    });
  });

  it('says nothing on the supported LTS lines', () => {
    for (const production of [false, true]) {
      expect(unsupportedNode('v26.12.1', production)).toBeNull();
      expect(unsupportedNode('v24.21.0', production)).toBeNull();
    }
  });

  // The suite brings a supported Node (scripts/supportedNode.mjs): a run on another is not a test
  // of what ships.
  it('is what runs these tests', () => {
    expect(unsupportedNode(process.version, true)).toBeNull();
  });
});
