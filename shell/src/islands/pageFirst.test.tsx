import { act } from 'react';
import { findByTestId, fireEvent, getByRole, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, type PageModule } from '../remotes/loadRemoteModule';
import {
  atCalculatorAsCanaryVisitor,
  expectCanaryGivenUp,
  renderLayout,
  settled,
} from '../testing/firstPageView';
import { serverPage } from '../testing/serverPage';
import { hydrateIslandsFirst } from './islandsFirst';

// Apart from islandsFirst.test.tsx, where a canary's island is given up for the rest of the file.
// The federation runtime is left out: which version a load gets is what remoteTargets says.
vi.mock('../remotes/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

const view = atCalculatorAsCanaryVisitor();

/** The canary's page: its HTML was fine, its code throws in the browser. */
function BrokenCalculator(): never {
  throw new Error('cannot read properties of undefined (reading "karat22")');
}
const PageAtBuild = () => <h1>Gold Calculator</h1>;
const StablePage = () => <h1>Gold Calculator (stable)</h1>;

describe('a page hydrated whole whose code fails to load before the visitor interacts', () => {
  it('starts the layout at once, which shows the error panel without loading the page again, and its retry loads it', async () => {
    const container = serverPage({ Page: PageAtBuild });
    load
      .mockRejectedValueOnce(new Error('calculator@1.1.0 did not load within 10000 ms'))
      .mockResolvedValue({ default: StablePage } as unknown as PageModule);
    const layoutWanted = hydrateIslandsFirst(container);
    await waitFor(async () => expect(await settled(layoutWanted)).toBe(true));
    await renderLayout(container, view);
    const panel = await findByTestId(container, 'remote-error');
    expect(load).toHaveBeenCalledOnce();
    // Drawn once the layout's HTML is hydrated, not in its place.
    expect(view.errors).toEqual([]);
    await act(async () => void fireEvent.click(getByRole(panel, 'button', { name: 'Try again' })));
    await waitFor(() =>
      expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator (stable)'),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});

// Last: the page view gives up on the canary for good.
describe("a canary's page hydrated whole that throws before the visitor interacts", () => {
  it("starts the layout at once, which reports the canary once and gives way to stable's page", async () => {
    const container = serverPage({ Page: PageAtBuild });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The canary's code first, then stable's.
    load
      .mockResolvedValueOnce({ default: BrokenCalculator } as unknown as PageModule)
      .mockResolvedValue({ default: StablePage } as unknown as PageModule);
    await expectCanaryGivenUp(container, view);
  });
});
