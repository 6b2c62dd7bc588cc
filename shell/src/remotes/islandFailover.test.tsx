import { act } from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Island } from '@gold/ui/island';
import { renderApp } from '../app/renderApp';
import { collectBeacons, serveCanaryRegistry, type SentBeacon } from '../testing/canaryVisitor';
import { serverPage } from '../testing/serverPage';
import { loadRemoteModule, type PageModule } from './loadRemoteModule';

// The federation runtime is left out: which version a load gets is what remoteTargets says.
vi.mock('./loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

/** Whether the page is in the visitor's browser now, no longer rendered by the build. */
let inBrowser = false;

/** The island as the canary built it: its HTML was fine, its code throws in the browser. */
function BrokenRates({ label }: { label: string }) {
  if (inBrowser) throw new Error(`cannot read properties of undefined (reading "${label}")`);
  return <p>{label}</p>;
}

/** The canary's static page: text, and the rates as its one island. */
function CanaryPage() {
  return (
    <section>
      <h1>Gold Calculator</h1>
      <Island module="./RatesIsland" component={BrokenRates} props={{ label: 'rates' }} />
    </section>
  );
}
const StablePage = () => <h1>Gold Calculator (stable)</h1>;

/** A page of no use without its island: a form. */
function FormPage() {
  return (
    <section>
      <h1>Gold Calculator</h1>
      <Island module="./FormIsland" component={BrokenRates} props={{ label: 'form' }} essential />
    </section>
  );
}

let root: Root | undefined;
let beacons: SentBeacon[];

// A canary visitor: calculator 1.1.0 on canary, stable 1.0.0 behind it.
beforeAll(serveCanaryRegistry);
beforeEach(() => {
  window.history.replaceState(null, '', '/website/Calculator');
  inBrowser = false;
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beacons = collectBeacons();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  load.mockReset();
  document.body.replaceChildren();
});

describe("a canary's island that throws once hydrating", () => {
  it("reports the canary once, and gives way to stable's page in the same page view, without the panel", async () => {
    const container = serverPage({ Page: CanaryPage, isStatic: true });
    inBrowser = true;
    load.mockImplementation((_remote, module) =>
      Promise.resolve({
        default: module === './RatesIsland' ? BrokenRates : StablePage,
      } as unknown as PageModule),
    );
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() =>
      expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator (stable)'),
    );
    expect(container.querySelector('[data-testid="remote-error"]')).toBeNull();
    expect(load.mock.calls).toEqual([
      ['calculator', './RatesIsland'],
      ['calculator', './CalculatorPage'],
    ]);
    await waitFor(() =>
      expect(beacons).toEqual([
        { remote: 'calculator', version: '1.1.0', phase: 'render', view: 'signed.view' },
      ]),
    );
    expect(container).not.toHaveAttribute('data-prerendered');
  });

  // The same page view goes on (this file's modules are one page view): the canary is not tried again.
  it("then, where stable's island throws too: reported, the island alone is gone, the rest of the page stays", async () => {
    const container = serverPage({ Page: CanaryPage, isStatic: true });
    inBrowser = true;
    load.mockResolvedValue({ default: BrokenRates } as unknown as PageModule);
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(container.querySelector('main h1')).toHaveTextContent(/^Gold Calculator$/);
    expect(container.querySelector('main p')).toBeNull();
    expect(container.querySelector('[data-testid="remote-error"]')).toBeNull();
    expect(load.mock.calls).toEqual([['calculator', './RatesIsland']]);
    await waitFor(() =>
      expect(beacons.map((b) => `${b.version} ${b.phase}`)).toEqual(['1.0.0 render']),
    );
  });

  it("then, where stable's essential island cannot load: the page gives way to the panel, whose retry draws it", async () => {
    const container = serverPage({ Page: FormPage, isStatic: true });
    inBrowser = true;
    load.mockRejectedValue(new Error('Loading chunk failed'));
    await act(async () => {
      root = renderApp(container);
    });
    const panel = () => container.querySelector('[data-testid="remote-error"]');
    await waitFor(() => expect(panel()).not.toBeNull());
    expect(container.querySelector('main h1')).toHaveTextContent('Calculator is unavailable');

    load.mockReset();
    load.mockResolvedValue({ default: StablePage } as unknown as PageModule);
    await act(async () => {
      container.querySelector<HTMLButtonElement>('[data-testid="remote-error"] button')?.click();
    });
    await waitFor(() =>
      expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator (stable)'),
    );
    expect(panel()).toBeNull();
    expect(load.mock.calls).toEqual([['calculator', './CalculatorPage']]);
  });
});
