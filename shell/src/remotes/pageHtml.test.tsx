import { act, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig, inlineJsonScript } from '@gold/config';
import { renderFragment } from '@gold/prerender';
import { Island } from '@gold/ui/island';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import { renderApp } from '../app/renderApp';
import { isHydrated } from '../testing/serverPage';
import { loadRemoteModule, type PageModule } from './loadRemoteModule';
import { forgetRemotePage } from './useRemotePage';

// A page moved to (here: a page the server did not send) is shown as the HTML its version's
// build drew, fetched with its code, and hydrated where it is once its code comes. The federation
// runtime and the server's files are stand-ins: which module a load gets is this file's choice.
// A page's HTML is fetched once per page view (this file's modules are one): each case whose
// HTML must differ moves to a route of its own.
vi.mock('./loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

const registry: ResolvedRegistry = {
  remotes: {
    calculator: {
      version: '1.1.0',
      entry: '/remotes/calculator/1.1.0/remoteEntry.js',
      channel: 'stable',
    },
    branches: {
      version: '1.0.0',
      entry: '/remotes/branches/1.0.0/remoteEntry.js',
      channel: 'stable',
    },
    partner: {
      version: '1.0.0',
      entry: '/remotes/partner/1.0.0/remoteEntry.js',
      channel: 'stable',
    },
    home: { version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js', channel: 'stable' },
    content: {
      version: '2.0.0',
      entry: '/remotes/content/2.0.0/remoteEntry.js',
      channel: 'stable',
      staticPages: {
        './FaqsPage': [],
        './ServicesPage': ['./CounterIsland'],
        './TermsPage': ['./CounterIsland'],
      },
    },
  },
};

/** A page with a counter: its taps only count once it is hydrated. */
function CalculatorPage() {
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <h1>Gold Calculator</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit" onClick={() => setTaps((n) => n + 1)}>
          Calculate {taps}
        </button>
      </form>
    </main>
  );
}
/** A static page whose button is an island's. */
const ServicesPage = () => (
  <main>
    <h1>Services</h1>
    <Island module="./CounterIsland" component={CounterIsland} props={{}} />
  </main>
);
function CounterIsland() {
  const [taps, setTaps] = useState(0);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <button type="submit" onClick={() => setTaps((n) => n + 1)}>
        Calculate {taps}
      </button>
    </form>
  );
}
const FaqsPage = () => (
  <main>
    <h1>FAQs</h1>
  </main>
);

/** What the server answers for each fragment's path; a path left out answers 404. */
let fragments: Record<string, { body: string; held?: Promise<void> }>;
let root: Root | undefined;
let mismatches: string[];

function fragmentOf(Page: ComponentType, extra: object = {}) {
  return { body: JSON.stringify({ ...renderFragment(<Page />, defaultPublicConfig), ...extra }) };
}

/** A load of the page's code that the test lets through with the function returned. */
function heldLoad(Page: ComponentType<object>): () => void {
  let release = () => {};
  const loaded = new Promise<PageModule>((resolve) => {
    release = () => resolve({ default: Page });
  });
  load.mockReturnValue(loaded);
  return release;
}

beforeAll(() => {
  document.head.insertAdjacentHTML('beforeend', inlineJsonScript(REGISTRY_ELEMENT_ID, registry));
});
beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  mismatches = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/hydrat/i.test(args.map(String).join(' '))) mismatches.push(args.map(String).join(' '));
  });
  fragments = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      const fragment = fragments[url.pathname];
      await fragment?.held;
      return new Response(fragment?.body ?? 'not found', { status: fragment ? 200 : 404 });
    }),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetRemotePage('calculator', './CalculatorPage');
  forgetRemotePage('content', './FaqsPage');
  forgetRemotePage('content', './CounterIsland');
  load.mockReset();
  document.body.replaceChildren();
});

async function visit(path: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = renderApp(container);
  });
  return container;
}

const heading = (container: HTMLElement) => container.querySelector('main h1');

/**
 * Taps the page's HTML button before its code comes (`release` lets the code through): the
 * browser's submit is prevented, and the tap is answered once the code is live.
 */
async function expectTapAnsweredOnceLive(container: HTMLElement, release: () => void) {
  const button = () => container.querySelector('main button');
  await waitFor(() => expect(button()).toHaveTextContent('Calculate 0'));
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  button()?.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  await act(async () => release());
  await waitFor(() => expect(button()).toHaveTextContent('Calculate 1'));
}

describe('a page moved to', () => {
  it('shows its HTML before its code comes, then hydrates that HTML in place', async () => {
    fragments['/remotes/calculator/1.1.0/prerender/CalculatorPage.json'] =
      fragmentOf(CalculatorPage);
    const release = heldLoad(CalculatorPage);
    const container = await visit('/website/Calculator');
    await waitFor(() => expect(heading(container)).toHaveTextContent('Gold Calculator'));
    const shown = heading(container);
    expect(isHydrated(shown)).toBe(false);

    await act(async () => release());
    await waitFor(() => expect(isHydrated(heading(container))).toBe(true));
    expect(heading(container)).toBe(shown);
    expect(mismatches).toEqual([]);
  });

  it('answers a tap given to its HTML once its code has come, and does not submit a form', async () => {
    fragments['/remotes/calculator/1.1.0/prerender/CalculatorPage.json'] =
      fragmentOf(CalculatorPage);
    const release = heldLoad(CalculatorPage);
    const container = await visit('/website/Calculator');
    await expectTapAnsweredOnceLive(container, release);
  });

  it('is drawn by its code where the code comes first, and the HTML then changes nothing', async () => {
    let answer = () => {};
    fragments['/remotes/branches/1.0.0/prerender/BranchesPage.json'] = {
      ...fragmentOf(CalculatorPage),
      held: new Promise((resolve) => (answer = resolve)),
    };
    heldLoad(CalculatorPage)();
    const container = await visit('/website/branches');
    await waitFor(() => expect(isHydrated(heading(container))).toBe(true));
    const drawn = heading(container);

    await act(async () => answer());
    expect(heading(container)).toBe(drawn);
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['has no HTML for it', '/website/partner', undefined],
    ['drew it with other site facts', '/website/aboutUs', { brandName: 'Another Gold' }],
  ])('is drawn by its code where its version %s', async (_, path, config) => {
    if (config)
      fragments['/remotes/home/1.0.0/prerender/AboutPage.json'] = fragmentOf(CalculatorPage, {
        config,
      });
    const release = heldLoad(CalculatorPage);
    const container = await visit(path);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(heading(container)).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(isHydrated(heading(container))).toBe(true));
  });
});

describe('a static page moved to', () => {
  it('is its HTML: its code is never loaded', async () => {
    fragments['/remotes/content/2.0.0/prerender/FaqsPage.json'] = fragmentOf(FaqsPage, {
      static: true,
      islands: [],
    });
    const container = await visit('/website/FAQs');
    await waitFor(() => expect(heading(container)).toHaveTextContent('FAQs'));
    expect(isHydrated(heading(container))).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("answers a tap given to its island's HTML once the island is live, once, and does not submit a form", async () => {
    fragments['/remotes/content/2.0.0/prerender/ServicesPage.json'] = fragmentOf(ServicesPage, {
      static: true,
      islands: ['./CounterIsland'],
    });
    const release = heldLoad(CounterIsland);
    const container = await visit('/website/services');
    await expectTapAnsweredOnceLive(container, release);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('main button')).toHaveTextContent('Calculate 1');
    expect(load).toHaveBeenCalledWith('content', './CounterIsland');
    expect(isHydrated(heading(container))).toBe(false);
    expect(mismatches).toEqual([]);
  });

  it("loads its islands' code together with its HTML, not once the HTML has come", async () => {
    let answer = () => {};
    fragments['/remotes/content/2.0.0/prerender/TermsPage.json'] = {
      ...fragmentOf(ServicesPage, { static: true, islands: ['./CounterIsland'] }),
      held: new Promise((resolve) => (answer = resolve)),
    };
    const release = heldLoad(CounterIsland);
    const container = await visit('/website/termsandconditions');
    await waitFor(() => expect(load).toHaveBeenCalledWith('content', './CounterIsland'));
    expect(container.querySelector('main button')).toBeNull();
    await act(async () => answer());
    await act(async () => release());
    await waitFor(() => expect(isHydrated(container.querySelector('main button'))).toBe(true));
  });
});
