/**
 * Starts downloading a page's scripts while its remote's entry downloads: the entry would ask for
 * them only once it runs, a round trip later. They land in the browser's HTTP cache (every file
 * of a published version is served immutable), where the script tags of the remote's runtime
 * find them, or join a download still under way, and check their integrity as usual. A file this
 * page view has already downloaded is skipped. A failure stays silent: the script tag that needs
 * the file asks for it again and reports what went wrong.
 */
export function fetchPageFiles(files: readonly string[]): void {
  for (const file of files) {
    const url = new URL(file, window.location.href).href;
    if (performance.getEntriesByName(url).length > 0) continue;
    // The body is read to the end: one left unread stops downloading before it is all cached.
    fetch(url)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
