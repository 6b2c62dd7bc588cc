import { act, useId, useState } from 'react';
import type { Root } from 'react-dom/client';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks } from '@gold/page-scripts/earlyClicks';
import { loadRemoteModule, type PageModule } from '../remotes/loadRemoteModule';
import { forgetRemotePage } from '../remotes/useRemotePage';
import { Counter, PageWithIsland } from '../testing/counterIsland';
import { isHydrated, serverPage } from '../testing/serverPage';
import { renderApp } from './renderApp';

vi.mock('../remotes/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

function CalculatorPage() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>Gold Calculator</h1>
      <label>
        Name <input name="name" defaultValue="" />
      </label>
    </section>
  );
}

/** A form that counts what it sent. */
function EnquiryPage() {
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((n) => n + 1);
      }}
    >
      <button type="submit">Sent {sent}</button>
    </form>
  );
}

/** A page with nothing to hydrate: a heading and links. */
function StaticPage() {
  return (
    <section>
      <h1>Our services</h1>
      <a href="/website/FAQs#payment">How we pay</a>
      <a href="tel:+910000000000">Call us</a>
    </section>
  );
}

let errors: unknown[][];
let root: Root | undefined;
beforeEach(() => {
  window.history.replaceState(null, '', '/website/Calculator');
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  forgetRemotePage('calculator', './CalculatorPage');
  forgetRemotePage('calculator', './CounterIsland');
  load.mockReset();
  document.body.replaceChildren();
});

describe('the page the server sent prerendered', () => {
  it('is hydrated where it is: the layout at once, the page when its code comes, nothing replaced', async () => {
    let arrive: (page: PageModule) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const container = serverPage({ Page: CalculatorPage });
    const navLink = container.querySelector('header a[href="/website/FAQs"]');
    const heading = container.querySelector('h1');
    const field = container.querySelector('input');
    if (!field) throw new Error('the prerendered page has no field');
    // Typed before any script ran: nothing is inert.
    expect(container.closest('[inert]')).toBeNull();
    field.value = 'Asha';

    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(isHydrated(navLink)).toBe(true));
    expect(isHydrated(heading)).toBe(false);
    expect(container).toHaveAttribute('data-prerendered');

    await act(async () => arrive({ default: CalculatorPage }));
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(isHydrated(heading)).toBe(true);
    expect(container.querySelector('header a[href="/website/FAQs"]')).toBe(navLink);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input')).toBe(field);
    expect(field.value).toBe('Asha');
    expect(errors).toEqual([]);
  });

  it('navigates from a nav link through the router once hydrated', async () => {
    load.mockResolvedValue({ default: CalculatorPage });
    const container = serverPage({ Page: CalculatorPage });
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    const faqs = container.querySelector('header a[href="/website/FAQs"]');
    if (!faqs) throw new Error('no FAQs link');
    // jsdom does not navigate: a click that reaches the browser leaves the address as it is.
    act(() => void fireEvent.click(faqs));
    await waitFor(() => expect(window.location.pathname).toBe('/website/FAQs'));
    expect(errors).toEqual([]);
  });

  it('is live once the visitor moved on before its code came', async () => {
    load.mockReturnValue(new Promise(() => undefined));
    const container = serverPage({ Page: CalculatorPage });
    await act(async () => {
      root = renderApp(container);
    });
    const faqs = container.querySelector('header a[href="/website/FAQs"]');
    await waitFor(() => expect(isHydrated(faqs)).toBe(true));
    expect(container).toHaveAttribute('data-prerendered');
    act(() => void fireEvent.click(faqs as Element));
    await waitFor(() => expect(window.location.pathname).toBe('/website/FAQs'));
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
  });

  it('keeps the footer as the server sent it, never hydrated, and routes its policy links', async () => {
    load.mockResolvedValue({ default: CalculatorPage });
    const container = serverPage({ Page: CalculatorPage });
    const footer = container.querySelector('footer');
    const privacy = container.querySelector('footer a[href="/website/privacyPolicies"]');
    if (!footer || !privacy) throw new Error('the prerendered layout has no footer link');
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(isHydrated(container.querySelector('header a[href="/website/FAQs"]'))).toBe(true);
    expect(container.querySelector('footer')).toBe(footer);
    expect(isHydrated(footer)).toBe(false);
    expect(isHydrated(privacy)).toBe(false);
    let followed = true;
    act(() => void (followed = fireEvent.click(privacy)));
    expect(followed).toBe(false);
    await waitFor(() => expect(window.location.pathname).toBe('/website/privacyPolicies'));
    expect(errors).toEqual([]);
  });

  it('shows the error panel in its place when the page fails to load, and is live', async () => {
    load.mockRejectedValue(new Error('remote entry 404'));
    const container = serverPage({ Page: CalculatorPage });
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(container.querySelector('[data-testid="remote-error"]')).toHaveTextContent(
      'Calculator is unavailable right now',
    );
    expect(container.textContent).not.toContain('Gold Calculator');
  });
});

describe('a static page the server sent prerendered', () => {
  it('stays its HTML: only the layout is hydrated, no page code is loaded, and it is live', async () => {
    const container = serverPage({ Page: StaticPage, isStatic: true });
    const navLink = container.querySelector('header a[href="/website/FAQs"]');
    const heading = container.querySelector('h1');
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(isHydrated(navLink)).toBe(true);
    expect(isHydrated(heading)).toBe(false);
    expect(container.querySelector('h1')).toBe(heading);
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it("takes its site links' clicks through the router, and leaves the others to the browser", async () => {
    const container = serverPage({ Page: StaticPage, isStatic: true });
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    const call = container.querySelector('a[href^="tel:"]');
    const faqs = container.querySelector('main a[href="/website/FAQs#payment"]');
    if (!call || !faqs) throw new Error('the static page has lost its links');
    // fireEvent answers false where a handler prevented the browser's own navigation.
    expect(fireEvent.click(call)).toBe(true);
    expect(fireEvent.click(faqs, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/website/Calculator');
    let followed = true;
    act(() => void (followed = fireEvent.click(faqs)));
    expect(followed).toBe(false);
    await waitFor(() => expect(window.location.pathname).toBe('/website/FAQs'));
    expect(window.location.hash).toBe('#payment');
  });
  it('hydrates each of its islands alone, with its module only, and leaves the rest its HTML', async () => {
    const container = serverPage({ Page: PageWithIsland, isStatic: true });
    load.mockResolvedValue({ default: Counter } as unknown as PageModule);
    const heading = container.querySelector('main h1');
    const button = container.querySelector('main button');
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(isHydrated(button)).toBe(true));
    expect(load.mock.calls).toEqual([['calculator', './CounterIsland']]);
    expect(container.querySelector('main button')).toBe(button);
    expect(isHydrated(heading)).toBe(false);
    act(() => void fireEvent.click(button as Element));
    expect(button).toHaveTextContent('Clicked 1');
    // Its ids are those it was rendered with, in a root of its own: nothing to mend.
    expect(errors).toEqual([]);
  });

  it('is live once its islands are, and answers a tap given on one before its code came', async () => {
    const container = serverPage({ Page: PageWithIsland, isStatic: true });
    let arrive: (module: PageModule) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    recordEarlyClicks();
    const button = container.querySelector<HTMLButtonElement>('main button');
    button?.click();
    await act(async () => {
      root = renderApp(container);
    });
    // The layout is hydrated, the island's code has not come: not live yet.
    expect(isHydrated(container.querySelector('header nav a'))).toBe(true);
    expect(container).toHaveAttribute('data-prerendered');
    await act(async () => arrive({ default: Counter } as unknown as PageModule));
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(button).toHaveTextContent('Clicked 1');
    expect(errors).toEqual([]);
  });

  it('answers the taps given before the scripts took it, once live', async () => {
    const container = serverPage({ Page: StaticPage, isStatic: true });
    // The page's loader records from the end of the HTML.
    recordEarlyClicks();
    const pause = container.querySelector<HTMLButtonElement>('button[aria-pressed]');
    const menu = container.querySelector<HTMLButtonElement>('button[aria-controls="main-menu"]');
    if (!pause || !menu) throw new Error('the layout has lost its buttons');
    pause.click();
    // The menu owns its early state (it opens on focus in the HTML): its tap is not clicked again.
    menu.click();
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() => expect(container).not.toHaveAttribute('data-prerendered'));
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(pause).toHaveTextContent('Play');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });
});

describe('a page the server did not prerender', () => {
  it('is drawn by the scripts', async () => {
    load.mockResolvedValue({ default: CalculatorPage });
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = renderApp(container);
    });
    await waitFor(() =>
      expect(container.querySelector('main h1')).toHaveTextContent('Gold Calculator'),
    );
    expect(errors).toEqual([]);
  });

  it("ends the loader's record of taps: its form's submit is not held back", async () => {
    // HTML the server drew, whose root a team's proxy unmarked (remote:dev --against).
    const sent = serverPage({ Page: CalculatorPage });
    sent.removeAttribute('data-prerendered');
    recordEarlyClicks();
    load.mockResolvedValue({ default: EnquiryPage });
    await act(async () => {
      root = renderApp(sent);
    });
    const button = await waitFor(() => {
      const drawn = sent.querySelector<HTMLButtonElement>('main button');
      expect(isHydrated(drawn)).toBe(true);
      return drawn;
    });
    act(() => button?.click());
    await waitFor(() => expect(button).toHaveTextContent('Sent 1'));
  });
});
