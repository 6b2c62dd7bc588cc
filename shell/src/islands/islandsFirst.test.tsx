import { act } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Island } from '@gold/ui/island';
import { loadRemoteModule, type PageModule } from '../remotes/loadRemoteModule';
import {
  atCalculatorAsCanaryVisitor,
  expectCanaryGivenUp,
  renderLayout,
  settled,
} from '../testing/firstPageView';
import { counterMounts, Counter, PageWithIsland } from '../testing/counterIsland';
import { isHydrated, serverPage } from '../testing/serverPage';
import { hydrateIslandsFirst } from './islandsFirst';

// The federation runtime is left out: which version a load gets is what remoteTargets says.
vi.mock('../remotes/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

/** A page that hydrates whole: a heading and a counter. */
const CounterPage = () => (
  <section>
    <h1>Gold Calculator</h1>
    <Counter label="Clicked" />
  </section>
);

const view = atCalculatorAsCanaryVisitor();

// What moves in a prerendered page: a static page's islands, or else the whole page.
const firstRoots = [
  { page: 'a static page with islands', Page: PageWithIsland, isStatic: true, code: Counter },
  { page: 'a page that hydrates whole', Page: CounterPage, isStatic: false, code: CounterPage },
];

describe.each(firstRoots)('$page, before the visitor interacts', ({ Page, isStatic, code }) => {
  it('is live in its own roots with its layout still the HTML; the layout then takes them over as they are', async () => {
    const container = serverPage({ Page, isStatic });
    load.mockResolvedValue({ default: code } as unknown as PageModule);
    const button = container.querySelector('main button');
    const layoutWanted = hydrateIslandsFirst(container);
    await waitFor(() => expect(isHydrated(button)).toBe(true));
    expect(isHydrated(container.querySelector('header nav a'))).toBe(false);
    expect(await settled(layoutWanted)).toBe(false);

    // A tap in a root is answered by it, and is the interaction that wants the layout.
    act(() => void fireEvent.click(button as Element));
    expect(button).toHaveTextContent('Clicked 1');
    expect(await settled(layoutWanted)).toBe(true);
    await renderLayout(container, view);
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(isHydrated(container.querySelector('header nav a'))).toBe(true);
    // The same root, its state kept: the island was neither loaded nor mounted again.
    expect(container.querySelector('main button')).toBe(button);
    expect(button).toHaveTextContent('Clicked 1');
    expect(load).toHaveBeenCalledOnce();
    expect(counterMounts.count).toBe(1);
    act(() => void fireEvent.click(button as Element));
    expect(button).toHaveTextContent('Clicked 2');
    expect(view.errors).toEqual([]);
  });
});

describe('a static page with islands, before the visitor interacts', () => {
  it("answers a tap on an island given before its code came once, and leaves the layout's taps to the layout", async () => {
    const container = serverPage({ Page: PageWithIsland, isStatic: true });
    let arrive: (module: PageModule) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const button = container.querySelector<HTMLButtonElement>('main button');
    const pause = container.querySelector<HTMLButtonElement>('button[aria-pressed]');
    const layoutWanted = hydrateIslandsFirst(container);
    button?.click();
    await act(async () => arrive({ default: Counter } as unknown as PageModule));
    await waitFor(() => expect(button).toHaveTextContent('Clicked 1'));

    // The layout starts at the first interaction, and Pause, tapped before, is clicked again.
    pause?.click();
    expect(await settled(layoutWanted)).toBe(true);
    await renderLayout(container, view);
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(pause).toHaveTextContent('Play');
    expect(button).toHaveTextContent('Clicked 1');
    expect(view.errors).toEqual([]);
  });
});

describe('a page that hydrates whole', () => {
  it('is hydrated by the layout where its code came only after the visitor interacted', async () => {
    const container = serverPage({ Page: CounterPage });
    let arrive: (module: PageModule) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const button = container.querySelector('main button');
    const layoutWanted = hydrateIslandsFirst(container);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(await settled(layoutWanted)).toBe(true);
    await renderLayout(container, view);
    await act(async () => arrive({ default: CounterPage } as unknown as PageModule));
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(isHydrated(button)).toBe(true);
    expect(counterMounts.count).toBe(1);
    expect(view.errors).toEqual([]);
  });
});

/** The island as the canary built it: its HTML was fine, its code throws in the browser. */
function BrokenRates(): never {
  throw new Error('cannot read properties of undefined (reading "karat22")');
}
/** The same island as the build drew it. */
const RatesAtBuild = () => <p>rates</p>;
const CanaryPage = () => (
  <section>
    <h1>Gold Calculator</h1>
    <Island module="./RatesIsland" component={RatesAtBuild} props={{}} />
  </section>
);
const StablePage = () => <h1>Gold Calculator (stable)</h1>;

// Last: the page view gives up on the canary for good.
describe("a canary's island that throws before the visitor interacts", () => {
  it("starts the layout at once, which reports the canary once and gives way to stable's page", async () => {
    const container = serverPage({ Page: CanaryPage, isStatic: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockImplementation((_remote, module) =>
      Promise.resolve({
        default: module === './RatesIsland' ? BrokenRates : StablePage,
      } as unknown as PageModule),
    );
    await expectCanaryGivenUp(container, view);
  });
});
