import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { SUPPORTED_NODE, unsupportedNodeWarning } from './nodeSupport';

describe('the Node the server runs on', () => {
  it("supports what the project's engines say", () => {
    expect(SUPPORTED_NODE).toBe(rootPackage.engines.node);
  });

  it('warns on Node 20, past its end of life, and on a Node newer than the LTS lines', () => {
    expect(unsupportedNodeWarning('v20.20.2')).toMatch(/^Node v20\.20\.2 is not supported/);
    expect(unsupportedNodeWarning('v27.0.0')).not.toBeNull();
  });

  it('says nothing on the supported LTS lines', () => {
    expect(unsupportedNodeWarning('v26.12.1')).toBeNull();
    expect(unsupportedNodeWarning('v24.21.0')).toBeNull();
  });

  // The suite brings a supported Node (scripts/supportedNode.mjs): a run on another is not a test
  // of what ships.
  it('is what runs these tests', () => {
    expect(unsupportedNodeWarning(process.version)).toBeNull();
  });
});
