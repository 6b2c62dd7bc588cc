/** The page view's signed token in a page's HTML (the registry's `view`), for failure reports. */
export function pageViewToken(html: string): string {
  const token = /"view":"([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page carries no page view token');
  return token;
}
