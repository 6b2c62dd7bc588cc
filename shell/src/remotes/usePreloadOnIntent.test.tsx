import { cleanup, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './loadRemoteModule';
import { usePreloadOnIntent } from './usePreloadOnIntent';
import { forgetRemotePage, useRemotePage } from './useRemotePage';

vi.mock('./loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);
const CalculatorPage = () => <h1>Gold Calculator</h1>;

function Links() {
  usePreloadOnIntent();
  return (
    <nav>
      <a href="/website/Calculator">
        <span>Calculator</span>
      </a>
      <a href="/website/no-such-page">Nowhere</a>
      <a href="https://example.com/website/Calculator">Elsewhere</a>
    </nav>
  );
}

afterEach(() => {
  cleanup();
  forgetRemotePage('calculator', './CalculatorPage');
  load.mockReset();
});

describe('preloading the page behind a link the visitor is about to follow', () => {
  it('loads the remote page once on pointer over, focus or touch of a site link', () => {
    load.mockResolvedValue({ default: CalculatorPage });
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Calculator'));
    fireEvent.focusIn(getByText('Calculator'));
    fireEvent.touchStart(getByText('Calculator'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('calculator', './CalculatorPage');
  });

  it('ignores links to unknown paths and to other origins', () => {
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Nowhere'));
    fireEvent.pointerOver(getByText('Elsewhere'));
    expect(load).not.toHaveBeenCalled();
  });

  it('lets the visit join the preload instead of loading again', async () => {
    load.mockResolvedValue({ default: CalculatorPage });
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Calculator'));
    const { result } = renderHook(() => useRemotePage('calculator', './CalculatorPage', 0));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the visit loads the page again', async () => {
    load
      .mockRejectedValueOnce(new Error('entry 500'))
      .mockResolvedValue({ default: CalculatorPage });
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Calculator'));
    expect(load).toHaveBeenCalledTimes(1);
    // Let the failed preload settle before the visit.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { result } = renderHook(() => useRemotePage('calculator', './CalculatorPage', 0));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
