import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrerendered } from './prerenderedRoot';
import { ReleasePrerendered } from './ReleasePrerendered';

afterEach(() => document.body.replaceChildren());

/** A root as the server sends it with a prerendered page: filled, inert and marked. */
function prerenderedRoot(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('inert', '');
  container.setAttribute('data-prerendered', '');
  container.innerHTML = '<main><h1>FAQs</h1><button>Static</button></main>';
  document.body.append(container);
  return container;
}

describe('ReleasePrerendered', () => {
  it('replaces the prerendered page with the live one and lifts inert in the same commit', async () => {
    const container = prerenderedRoot();
    expect(isPrerendered(container)).toBe(true);
    await act(async () =>
      createRoot(container).render(
        <ReleasePrerendered container={container}>
          <main>
            <h1>FAQs</h1>
            <button>Live</button>
          </main>
        </ReleasePrerendered>,
      ),
    );
    expect(container.textContent).toBe('FAQsLive');
    expect(container.hasAttribute('inert')).toBe(false);
    expect(isPrerendered(container)).toBe(false);
  });

  it('knows a root the server left empty', () => {
    const container = document.createElement('div');
    expect(isPrerendered(container)).toBe(false);
  });
});
