// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareUi } from './system';

// Decision 0010 states the Chakra patch's size and the pauses of the system made in steps; both
// drift as the patch is remade, so they are read from the code here, not trusted to memory.
const decision = readFileSync(
  new URL('../../../../docs/decisions/0010-boot-after-first-paint-in-steps.md', import.meta.url),
  'utf8',
).replace(/\s+/g, ' ');
const patch = readFileSync(
  new URL('../../../../patches/@chakra-ui__react@3.37.0.patch', import.meta.url),
  'utf8',
);

describe('decision 0010', () => {
  it("names the patch's length in lines", () => {
    const lines = patch.split('\n').length - (patch.endsWith('\n') ? 1 : 0);
    expect(decision).toContain(`the patch must be made again: ${lines} lines`);
  });

  it('names the pauses prepareUi takes', async () => {
    let pauses = 0;
    await prepareUi(async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThan(1);
    expect(decision).toContain(`check the ${pauses} pauses`);
  });
});
