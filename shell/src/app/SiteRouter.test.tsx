import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteRouter } from './SiteRouter';

const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

let renders = 0;

/** Shows the router's page; on its first render, the address moves on as Back would. */
function PageShown({ moveTo }: { moveTo?: string }) {
  const { pathname } = useLocation();
  if (moveTo && renders++ === 0) window.history.replaceState(null, '', moveTo);
  return <p>{pathname}</p>;
}

async function renderAt(path: string, moveTo?: string): Promise<HTMLElement> {
  renders = 0;
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () =>
    root.render(
      <SiteRouter>
        <PageShown moveTo={moveTo} />
      </SiteRouter>,
    ),
  );
  return container;
}

describe('SiteRouter', () => {
  it('shows the page at the address', async () => {
    expect((await renderAt('/website/FAQs')).textContent).toBe('/website/FAQs');
  });

  it('follows an address that changed while its first render was under way', async () => {
    const container = await renderAt('/website/FAQs', '/website/home');
    expect(container.textContent).toBe('/website/home');
  });
});
