import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { isPrerendered } from './prerenderedRoot';
import { ReleasePrerendered } from './ReleasePrerendered';

/** Renders the app into `root`, taking over the prerendered page in `container` if there is one. */
export function renderApp(root: Root, container: HTMLElement): void {
  // A transition renders in slices that yield to the browser between them, instead of one long
  // task that blocks input for the whole first render on a slow phone.
  startTransition(() =>
    root.render(
      <ReleasePrerendered container={container}>
        <App globalStylesSent={isPrerendered(container)} />
      </ReleasePrerendered>,
    ),
  );
}
