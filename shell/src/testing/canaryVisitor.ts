import { vi } from 'vitest';
import { inlineJsonScript } from '@gold/config';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';

/** A canary visitor's registry: calculator 1.1.0 on canary, stable 1.0.0 behind it. */
export const canaryRegistry: ResolvedRegistry = {
  remotes: {
    calculator: {
      version: '1.1.0',
      entry: '/remotes/calculator/1.1.0/remoteEntry.js',
      channel: 'canary',
      fallback: { version: '1.0.0', entry: '/remotes/calculator/1.0.0/remoteEntry.js' },
    },
  },
  view: 'signed.view',
};

/** Puts {@link canaryRegistry} in the document, where the server puts a page's registry. */
export function serveCanaryRegistry(): void {
  document.head.insertAdjacentHTML(
    'beforeend',
    inlineJsonScript(REGISTRY_ELEMENT_ID, canaryRegistry),
  );
}

/** A failure report the shell sent to the beacon. */
export interface SentBeacon {
  remote: string;
  version: string;
  phase: string;
  view: string;
}

/** Stubs `navigator.sendBeacon`; the reports sent from now on arrive in the returned array. */
export function collectBeacons(): SentBeacon[] {
  const beacons: SentBeacon[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: Blob) => {
      void body.text().then((text) => beacons.push(JSON.parse(text) as SentBeacon));
      return true;
    },
  });
  return beacons;
}
