import { PAGE_START_BEACON, REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';

// A page view, for the canary guard, is a page that ran in a browser: its code reports that it
// started, with the page view's signed token, and HTML fetched and never run (a crawler, a link
// preview, a monitor) counts for none. Once per page view and version, whoever asks: the
// reported `remote@version`s are kept on the inlined registry.

const REPORTED_ATTRIBUTE = 'data-started';

/** Sends the start of `key` (a `remote@version`) once, with `fields` beside the page's token. */
function report(key: (registry: ResolvedRegistry) => string | undefined, fields?: object): void {
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  let registry: ResolvedRegistry;
  try {
    registry = JSON.parse(element?.textContent ?? '') as ResolvedRegistry;
  } catch {
    return;
  }
  const started = key(registry);
  const reported = element?.getAttribute(REPORTED_ATTRIBUTE)?.split(' ') ?? [];
  if (!element || !registry.view || !started || reported.includes(started)) return;
  element.setAttribute(REPORTED_ATTRIBUTE, [...reported, started].join(' '));
  const body = JSON.stringify({ view: registry.view, ...fields });
  navigator.sendBeacon?.(PAGE_START_BEACON, new Blob([body], { type: 'application/json' }));
}

/** The page's start, for the route's version as the server named it (the page's loader, after its first paint). */
export function reportPageStart(): void {
  report((registry) => registry.started);
}

/** The start of another version the shell runs in this page view: stable after a canary failed, a page moved to. */
export function reportVersionStart(remote: string, version: string): void {
  report(() => `${remote}@${version}`, { remote, version });
}
