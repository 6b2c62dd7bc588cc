import { act } from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../app/renderApp';
import { collectBeacons, serveCanaryRegistry, type SentBeacon } from '../testing/canaryVisitor';
import { loadRemoteModule } from './loadRemoteModule';
import { forgetRemotePage } from './useRemotePage';

// The federation runtime is left out: which version a load gets is what remoteTargets says.
vi.mock('./loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

function BrokenPage(): never {
  throw new Error('cannot read properties of undefined (reading "rates")');
}
const StablePage = () => <h1>Gold Calculator (stable)</h1>;

let root: Root | undefined;
let beacons: SentBeacon[];
let panelShown: boolean;
let observer: MutationObserver;

// A canary visitor: calculator 1.1.0 on canary, stable 1.0.0 behind it.
beforeAll(serveCanaryRegistry);
beforeEach(() => {
  window.history.replaceState(null, '', '/website/Calculator');
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beacons = collectBeacons();
  panelShown = false;
  observer = new MutationObserver(() => {
    panelShown ||= document.querySelector('[data-testid="remote-error"]') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
});
afterEach(() => {
  observer.disconnect();
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetRemotePage('calculator', './CalculatorPage');
  load.mockReset();
  document.body.replaceChildren();
});

async function visit(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = renderApp(container);
  });
  return container;
}

describe("a canary's page that throws while rendering", () => {
  it("gives way to stable's page in the same page view, without the panel, and is reported once", async () => {
    load.mockResolvedValueOnce({ default: BrokenPage }).mockResolvedValue({ default: StablePage });
    const container = await visit();
    await waitFor(() =>
      expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator (stable)'),
    );
    expect(panelShown).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(beacons).toEqual([
        { remote: 'calculator', version: '1.1.0', phase: 'render', view: 'signed.view' },
      ]),
    );
  });

  // The same page view goes on (this file's modules are one page view): the canary is not tried again.
  it('then shows the panel when stable throws too, and reports stable as well', async () => {
    load.mockResolvedValue({ default: BrokenPage });
    const container = await visit();
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(container.querySelector('[data-testid="remote-error"]')).toHaveTextContent(
        'Calculator is unavailable right now',
      ),
    );
    await waitFor(() =>
      expect(beacons.map((b) => `${b.version} ${b.phase}`)).toEqual(['1.0.0 render']),
    );
  });
});
