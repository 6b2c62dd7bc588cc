import { act } from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { recordEarlyClicks } from '@gold/page-scripts/earlyClicks';
import { recordFirstInteraction } from '@gold/page-scripts/firstInteraction';
import { renderApp } from '../app/renderApp';
import { hydrateIslandsFirst } from '../islands/islandsFirst';
import { loadRemoteModule } from '../remotes/loadRemoteModule';
import { forgetRemotePage } from '../remotes/useRemotePage';
import { collectBeacons, serveCanaryRegistry, type SentBeacon } from './canaryVisitor';
import { counterMounts } from './counterIsland';

/** What a test of a page before its layout reads and sets; renewed before each test. */
export interface FirstPageView {
  /** The failure reports sent in this test. */
  beacons: SentBeacon[];
  /** What the page logged as errors. */
  errors: unknown[][];
  /** The layout's root, once the test rendered it: unmounted after the test. */
  root?: Root;
}

/** Whether `promise` has settled once what is queued so far has run. */
export async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return done;
}

/**
 * Sets up each test of the file as a canary visitor's page view at the calculator's address
 * (calculator 1.1.0 on canary, stable 1.0.0 behind it), with the page's loader run, and clears
 * it after: the layout's root, the loads (`loadRemoteModule` must be mocked by the file) and the
 * document. A canary given up stays given up for the rest of the file.
 */
export function atCalculatorAsCanaryVisitor(): FirstPageView {
  const view: FirstPageView = { beacons: [], errors: [] };
  beforeAll(serveCanaryRegistry);
  beforeEach(() => {
    window.history.replaceState(null, '', '/website/Calculator');
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    view.errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => view.errors.push(args));
    view.beacons = collectBeacons();
    counterMounts.count = 0;
    // The page's loader, from the end of the HTML.
    recordEarlyClicks();
    recordFirstInteraction();
  });
  afterEach(() => {
    act(() => view.root?.unmount());
    view.root = undefined;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.mocked(loadRemoteModule).mockReset();
    forgetRemotePage('calculator', './CalculatorPage');
    document.body.replaceChildren();
  });
  return view;
}

/** Starts the layout on `container`, as the bootstrap does once it is wanted. */
export async function renderLayout(container: HTMLElement, view: FirstPageView): Promise<void> {
  await act(async () => {
    view.root = renderApp(container);
  });
}

/**
 * Hydrates what goes first in `container`, whose canary code throws, and checks that the layout
 * starts without an interaction, reports the canary once and draws stable's page, titled
 * "Gold Calculator (stable)", with no error panel. `beforeLayout` runs once what goes first is
 * done, before the layout starts (what else happened meanwhile).
 */
export async function expectCanaryGivenUp(
  container: HTMLElement,
  view: FirstPageView,
  beforeLayout?: () => void,
) {
  const layoutWanted = hydrateIslandsFirst(container);
  await waitFor(async () => expect(await settled(layoutWanted)).toBe(true));
  beforeLayout?.();
  await renderLayout(container, view);
  await waitFor(() =>
    expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator (stable)'),
  );
  expect(container.querySelector('[data-testid="remote-error"]')).toBeNull();
  await waitFor(() =>
    expect(view.beacons).toEqual([
      { remote: 'calculator', version: '1.1.0', phase: 'render', view: 'signed.view' },
    ]),
  );
}
