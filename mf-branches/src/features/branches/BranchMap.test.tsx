import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@gold/ui';
import { BranchMap, MAP_LOAD_MARGIN } from './BranchMap';

const branch = {
  branchName: 'Chennai - T. Nagar',
  branchNameLang: '',
  mapEmbedUrl: 'https://maps.google.com/maps?q=13.0418,80.2341&z=14&output=embed',
  mapsAppUrl: 'https://www.google.com/maps/search/?api=1&query=13.0418,80.2341',
};

/** An IntersectionObserver the test moves: `reach` tells it the box is near the screen. */
function fakeObserver() {
  const observed: { margin: string | undefined; reach: (near: boolean) => void }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({
          margin: options?.rootMargin,
          reach: (near) =>
            callback(
              [{ isIntersecting: near } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
        });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observed;
}

const renderMap = () =>
  render(
    <UiProvider>
      <BranchMap branch={branch} />
    </UiProvider>,
  );
const frame = () => screen.queryByTitle('Map of Chennai - T. Nagar');
/** Finds the line in the box that says `text`, its name in a span of its own. */
const saying = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
const findLine = (text: string) => screen.findByText(saying(text));

/** The maps service's answer to the probe, held until the test gives it. */
let answerProbe: (reachable: boolean) => void;
const probes: [string, RequestInit | undefined][] = [];

beforeEach(() => {
  probes.length = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    probes.push([url, init]);
    return new Promise((resolve, reject) => {
      answerProbe = (reachable) =>
        reachable ? resolve(new Response(null)) : reject(new TypeError('Failed to fetch'));
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the branch map', () => {
  it('makes its frame only once its box comes near the screen, and keeps it', () => {
    const observed = fakeObserver();
    renderMap();
    expect(frame()).toBeNull();
    expect(screen.getByText(saying('Map of Chennai - T. Nagar'))).toBeInTheDocument();
    expect(observed[0]?.margin).toBe(MAP_LOAD_MARGIN);

    act(() => observed[0]?.reach(false));
    expect(frame()).toBeNull();
    act(() => observed[0]?.reach(true));
    expect(frame()).toHaveAttribute(
      'src',
      'https://maps.google.com/maps?q=13.0418,80.2341&z=14&output=embed',
    );
    expect(frame()).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the frame hidden until the maps service answers, then shows it', async () => {
    const observed = fakeObserver();
    renderMap();
    act(() => observed[0]?.reach(true));
    expect(probes).toEqual([
      [branch.mapEmbedUrl, expect.objectContaining({ method: 'HEAD', mode: 'no-cors' })],
    ]);
    expect(frame()).not.toBeVisible();
    answerProbe(true);
    await waitFor(() => expect(frame()).toBeVisible());
  });

  it('removes the frame and says so where the maps service cannot be reached', async () => {
    const observed = fakeObserver();
    renderMap();
    act(() => observed[0]?.reach(true));
    answerProbe(false);
    expect(await findLine('The map of Chennai - T. Nagar could not be loaded.')).toBeVisible();
    expect(frame()).toBeNull();
    expect(screen.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      branch.mapsAppUrl,
    );
  });

  it('gives the name under the frame the language the data says it is written in', async () => {
    const tamilName = 'சென்னை - தி. நகர்';
    render(
      <UiProvider>
        <BranchMap branch={{ ...branch, branchName: tamilName, branchNameLang: 'ta-IN' }} />
      </UiProvider>,
    );
    const line = await findLine(`Map of ${tamilName}`);
    expect(line.querySelector('span[lang="ta-IN"]')).toHaveTextContent(tamilName);
  });

  it('shows the frame where the page policy refuses the probe itself (an older server)', async () => {
    const observed = fakeObserver();
    renderMap();
    act(() => observed[0]?.reach(true));
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, { effectiveDirective: 'connect-src' });
    document.dispatchEvent(violation);
    answerProbe(false);
    await waitFor(() => expect(frame()).toBeVisible());
  });

  it('shows the map as soon as it runs in a browser that cannot tell where the box is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderMap();
    await act(async () => {
      await Promise.resolve();
    });
    expect(frame()).toBeInTheDocument();
  });
});
