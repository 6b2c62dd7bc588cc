import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@gold/ui';
import { BranchMap, MAP_LOAD_MARGIN } from './BranchMap';

const branch = {
  branchName: 'Chennai - T. Nagar',
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the branch map', () => {
  it('makes its frame only once its box comes near the screen, and keeps it', () => {
    const observed = fakeObserver();
    renderMap();
    expect(frame()).toBeNull();
    expect(screen.getByText('Map of Chennai - T. Nagar')).toBeInTheDocument();
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

  it('shows the map as soon as it runs in a browser that cannot tell where the box is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderMap();
    await act(async () => {
      await Promise.resolve();
    });
    expect(frame()).toBeInTheDocument();
  });
});
