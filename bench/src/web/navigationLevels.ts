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
export const isScriptUrl = (url: string) => new URL(url).pathname.endsWith('.js');

/**
 * Serial request levels of the code a navigation downloaded: the scripts that went to the network
 * after the click, each one level below the deepest of them that had ended before it started (a
 * script that starts only once another has arrived waited for it, whatever the initiator says:
 * the shell's loaders start the chunks a remote takes from the shell only once the remote's entry
 * runs). Scripts taken from the cache cost no level. The page's own data (rates, branches) comes
 * after its code in every build, and is left out.
 */
export function navigationLevels(requests: readonly NavigationRequest[]): number {
  const downloaded = requests
    .filter((request) => !request.fromCache && isScriptUrl(request.url))
    .sort((a, b) => a.startUs - b.startUs);
  const levels: number[] = [];
  for (const [index, request] of downloaded.entries()) {
    const before = downloaded
      .slice(0, index)
      .map((earlier, at) => (earlier.endUs <= request.startUs ? (levels[at] ?? 0) : 0));
    levels.push(1 + Math.max(0, ...before));
  }
  return Math.max(0, ...levels);
}
