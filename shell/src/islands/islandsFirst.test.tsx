import { act } from 'react';
import type { Root } from 'react-dom/client';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks } from '@gold/page-scripts/earlyClicks';
import { recordFirstInteraction } from '@gold/page-scripts/firstInteraction';
import { Island } from '@gold/ui/island';
import { renderApp } from '../app/renderApp';
import { loadRemoteModule, type PageModule } from '../remotes/loadRemoteModule';
import { collectBeacons, serveCanaryRegistry, type SentBeacon } from '../testing/canaryVisitor';
import { counterMounts, Counter, PageWithIsland } from '../testing/counterIsland';
import { isHydrated, serverPage } from '../testing/serverPage';
import { hydrateIslandsFirst } from './islandsFirst';

// The federation runtime is left out: which version a load gets is what remoteTargets says.
vi.mock('../remotes/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

/** Whether `promise` has settled once what is queued so far has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return done;
}

let root: Root | undefined;
let beacons: SentBeacon[];
let errors: unknown[][];

// A canary visitor: calculator 1.1.0 on canary, stable 1.0.0 behind it.
beforeAll(serveCanaryRegistry);
beforeEach(() => {
  window.history.replaceState(null, '', '/website/Calculator');
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  beacons = collectBeacons();
  counterMounts.count = 0;
  // The page's loader, from the end of the HTML.
  recordEarlyClicks();
  recordFirstInteraction();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  load.mockReset();
  document.body.replaceChildren();
});

describe('a static page with islands, before the visitor interacts', () => {
  it('has its islands live and its layout still the HTML; the layout then takes them over as they are', async () => {
    const container = serverPage({ Page: PageWithIsland, isStatic: true });
    load.mockResolvedValue({ default: Counter } as unknown as PageModule);
    const button = container.querySelector('main button');
    const layoutWanted = hydrateIslandsFirst(container);
    await waitFor(() => expect(isHydrated(button)).toBe(true));
    expect(isHydrated(container.querySelector('header nav a'))).toBe(false);
    expect(await settled(layoutWanted)).toBe(false);

    // A tap on the island is answered by it, and is the interaction that wants the layout.
    act(() => void fireEvent.click(button as Element));
    expect(button).toHaveTextContent('Clicked 1');
    expect(await settled(layoutWanted)).toBe(true);
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(isHydrated(container.querySelector('header nav a'))).toBe(true);
    // The same root, its state kept: the island was neither loaded nor mounted again.
    expect(container.querySelector('main button')).toBe(button);
    expect(button).toHaveTextContent('Clicked 1');
    expect(load).toHaveBeenCalledOnce();
    expect(counterMounts.count).toBe(1);
    act(() => void fireEvent.click(button as Element));
    expect(button).toHaveTextContent('Clicked 2');
    expect(errors).toEqual([]);
  });

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
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(pause).toHaveTextContent('Play');
    expect(button).toHaveTextContent('Clicked 1');
    expect(errors).toEqual([]);
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
    const layoutWanted = hydrateIslandsFirst(container);
    await waitFor(async () => expect(await settled(layoutWanted)).toBe(true));
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() =>
      expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator (stable)'),
    );
    expect(container.querySelector('[data-testid="remote-error"]')).toBeNull();
    await waitFor(() =>
      expect(beacons).toEqual([
        { remote: 'calculator', version: '1.1.0', phase: 'render', view: 'signed.view' },
      ]),
    );
  });
});
