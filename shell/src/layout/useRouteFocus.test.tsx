/// <reference types="@testing-library/jest-dom/vitest" />
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_ID } from './SkipLink';
import { useRouteFocus } from './useRouteFocus';

expect.extend(domMatchers);

function Frame() {
  useRouteFocus();
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

const heading = (text: string) => (
  <h1 tabIndex={-1} data-page-heading="">
    {text}
  </h1>
);

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { path: 'first', element: heading('First page') },
          { path: 'second', element: heading('Second page') },
          { path: 'broken', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRouteFocus', () => {
  it('leaves focus alone on the first load and focuses the new h1 after a navigation', async () => {
    const router = renderSite();
    expect(document.body).toHaveFocus();
    await act(() => router.navigate('/second'));
    expect(screen.getByRole('heading', { level: 1, name: 'Second page' })).toHaveFocus();
  });

  it('focuses the page itself when no heading shows up', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const router = renderSite();
    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('main')).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
