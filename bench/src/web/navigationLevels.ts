import { networkRecordsFrom, type DevtoolsEvent } from './networkRecords';

/** One request of a navigation, as the DevTools protocol reported it. */
export interface NavigationRequest {
  url: string;
  /** Start and end on the browser's clock, in microseconds; end is Infinity when it never ended. */
  startUs: number;
  endUs: number;
  /** Answered by the browser's memory or disk cache (or a download it joined) instead of the network. */
  fromCache: boolean;
}

/** A script, by its URL's path (a query may follow). */
const isScriptUrl = (url: string) => new URL(url).pathname.endsWith('.js');

/** The DevTools events a navigation's requests are read from. */
export const navigationEventNames = [
  'Network.requestWillBeSent',
  'Network.loadingFinished',
  'Network.loadingFailed',
  'Network.requestServedFromCache',
  'Network.responseReceived',
] as const;

interface ResponseReceived {
  requestId: string;
  response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean };
}

/** Which requests of a DevTools log the browser answered from a cache. */
function cachedRequestIds(log: readonly DevtoolsEvent[]): Set<string> {
  const cached = new Set<string>();
  for (const { method, params } of log) {
    if (method === 'Network.requestServedFromCache')
      cached.add((params as { requestId: string }).requestId);
    if (method === 'Network.responseReceived') {
      const { requestId, response } = params as ResponseReceived;
      if (response.fromDiskCache || response.fromPrefetchCache) cached.add(requestId);
    }
  }
  return cached;
}

/** A navigation's requests from its DevTools log, read as the page loads' are (networkRecords.ts). */
export function navigationRequestsFrom(log: readonly DevtoolsEvent[]): NavigationRequest[] {
  const cached = cachedRequestIds(log);
  return networkRecordsFrom(log).map((record) => ({
    url: record.urls[0] as string,
    startUs: record.startUs,
    endUs: record.endUs,
    fromCache: cached.has(record.requestId),
  }));
}

/** The scripts a navigation took from the network, in start order. */
export function downloadedScripts(requests: readonly NavigationRequest[]): NavigationRequest[] {
  return requests
    .filter((request) => !request.fromCache && isScriptUrl(request.url))
    .sort((a, b) => a.startUs - b.startUs);
}

/**
 * Serial request levels of the code a navigation downloaded: the scripts that went to the network
 * after the click, each one level below the deepest of them that had ended before it started (a
 * script that starts only once another has arrived waited for it, whatever the initiator says:
 * the shell's loaders start the chunks a remote takes from the shell only once the remote's entry
 * runs). Scripts taken from the cache cost no level. The page's own data (rates, branches) comes
 * after its code in every build, and is left out.
 */
export function navigationLevels(requests: readonly NavigationRequest[]): number {
  const downloaded = downloadedScripts(requests);
  const levels: number[] = [];
  for (const [index, request] of downloaded.entries()) {
    const before = downloaded
      .slice(0, index)
      .map((earlier, at) => (earlier.endUs <= request.startUs ? (levels[at] ?? 0) : 0));
    levels.push(1 + Math.max(0, ...before));
  }
  return Math.max(0, ...levels);
}
