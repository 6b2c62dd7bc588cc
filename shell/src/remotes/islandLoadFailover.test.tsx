import { act } from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Island } from '@gold/ui/island';
import { renderApp } from '../app/renderApp';
import { serveCanaryRegistry } from '../testing/canaryVisitor';
import { serverPage } from '../testing/serverPage';
import { loadRemoteModule, type PageModule } from './loadRemoteModule';
import { failOver } from './remoteTargets';

// A canary's island whose code could not load: the loader fell back to stable (as
// loadRemoteModule does) and got stable's island. That code is not hydrated on the canary's HTML:
// stable's page is drawn instead. The federation runtime is left out.
vi.mock('./loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

const Form = () => <form aria-label="form" />;
function CanaryPage() {
  return (
    <section>
      <h1>Gold Calculator (new)</h1>
      <Island module="./FormIsland" component={Form} props={{}} essential />
    </section>
  );
}
const StablePage = () => <h1>Gold Calculator</h1>;

let root: Root | undefined;

beforeAll(serveCanaryRegistry);
afterEach(() => {
  act(() => root?.unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

it("draws stable's page where a canary's island loaded from stable after its own load failed", async () => {
  window.history.replaceState(null, '', '/website/Calculator');
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = serverPage({ Page: CanaryPage, isStatic: true });
  load.mockImplementation((remote, module) => {
    if (module === './FormIsland') failOver(remote, '1.1.0');
    return Promise.resolve({
      default: module === './FormIsland' ? Form : StablePage,
    } as unknown as PageModule);
  });
  await act(async () => {
    root = renderApp(container);
  });
  await waitFor(() =>
    expect(container.querySelector('main h1')).toHaveTextContent(/^Gold Calculator$/),
  );
  expect(container.querySelector('[data-testid="remote-error"]')).toBeNull();
  expect(load.mock.calls).toEqual([
    ['calculator', './FormIsland'],
    ['calculator', './CalculatorPage'],
  ]);
});
