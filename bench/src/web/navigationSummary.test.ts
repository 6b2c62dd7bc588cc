import { describe, expect, it } from 'vitest';
import { summariseNavigations } from './navigationSummary';

describe('summariseNavigations', () => {
  it("keeps the worst run's levels: one slow navigation is one a visitor waits through", () => {
    expect(
      summariseNavigations([
        { levels: 1, shownMs: 500, workingMs: 600, scripts: 4 },
        { levels: 2, shownMs: 700, workingMs: 900, scripts: 4 },
        { levels: 1, shownMs: 450, workingMs: 450, scripts: 5 },
      ]),
    ).toEqual({ levels: 2, shownMs: 500, workingMs: 600, scripts: 4 });
  });

  it('has nothing to say of a page with no navigation measured', () => {
    expect(summariseNavigations([])).toBeNull();
  });
});
