import { act, cleanup, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom lays nothing out: the page's scroll position is this variable.
let scrolledTo = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrolledTo = y;
});

function scrollBy(visitor: number) {
  scrolledTo = visitor;
  window.dispatchEvent(new Event('scroll'));
}

/** Loads the page in the tab's current history entry as a new document, which starts at the top. */
async function loadDocument() {
  scrolledTo = 0;
  vi.resetModules();
  const { useScrollRestoration } = await import('./useScrollRestoration');
  function Page() {
    useScrollRestoration();
    return null;
  }
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
}

/** Leaves the document, as the browser does on a full page load. */
function unloadDocument() {
  window.dispatchEvent(new Event('pagehide'));
  cleanup();
}

beforeEach(() => {
  scrolledTo = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolledTo });
  vi.stubGlobal('scrollTo', scrollTo);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/website/termsandconditions');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollTo.mockClear();
});

describe('useScrollRestoration across full page loads', () => {
  it('opens a page loaded by its address at the top, and returns each entry to its own place', async () => {
    await loadDocument();
    scrollBy(1500);
    unloadDocument();

    window.history.pushState(null, '', '/website/FAQs');
    await loadDocument();
    expect(scrolledTo).toBe(0);
    scrollBy(300);
    unloadDocument();

    // A reload of the FAQs, then Back to the terms.
    await loadDocument();
    expect(scrolledTo).toBe(300);
    unloadDocument();
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/website/termsandconditions');
    await loadDocument();
    expect(scrolledTo).toBe(1500);
  });
});
