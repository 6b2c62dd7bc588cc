import { inlineJsonScript } from '@gold/config';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import type { RemoteName } from '@gold/routes';

const jsonScript = /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g;

/** `value` without the `{href}` entries (preloads) whose file lies under `base`, at any depth. */
function withoutFilesUnder(value: unknown, base: string): unknown {
  if (Array.isArray(value))
    return value
      .filter((item) => !(typeof item?.href === 'string' && item.href.startsWith(base)))
      .map((item) => withoutFilesUnder(item, base));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutFilesUnder(item, base)]),
    );
  return value;
}

/** `value` (a page's inlined list of its scripts) without the wait for the first interaction. */
function startingAtPaint(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('start' in value) || !('entry' in value))
    return value;
  const { start: _start, ...atPaint } = value;
  return atPaint;
}

/**
 * A page of the site as a team's proxy passes it on (`remote:dev --against`): in the inlined
 * registry `remote` comes from `entry` (the local dev server), without the published version's
 * integrity or page files; the preloads of that version's files (in any inlined JSON list, and as
 * `<link>` tags) are dropped, as the browser would fetch files the page no longer runs.
 * `ownPage`: the page is one of `remote`'s. The site drew its HTML from the published version,
 * and a static page's HTML is never drawn again in the browser, so the working copy's changes
 * would not show: the root loses its prerendered marks, and the shell draws the page with the dev
 * server's code as soon as it runs, which is at the first paint.
 */
export function pointPageAtDevRemote(
  html: string,
  remote: RemoteName,
  entry: string,
  ownPage = false,
): string {
  const registryText = [...html.matchAll(jsonScript)].find(([, id]) => id === REGISTRY_ELEMENT_ID);
  if (!registryText?.[2]) return html;
  const registry = JSON.parse(registryText[2]) as ResolvedRegistry;
  const published = registry.remotes[remote]?.entry;
  const base = published ? published.slice(0, published.lastIndexOf('/') + 1) : undefined;
  registry.remotes[remote] = { version: 'dev', channel: 'stable', entry };
  const rewritten = html
    .replace(jsonScript, (whole, id: string, text: string) => {
      if (id === REGISTRY_ELEMENT_ID) return inlineJsonScript(id, registry);
      if (!base && !ownPage) return whole;
      const value = base ? withoutFilesUnder(JSON.parse(text), base) : JSON.parse(text);
      return inlineJsonScript(id, ownPage ? startingAtPaint(value) : value);
    })
    .replace(/<link [^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
      base && href.startsWith(base) && /rel="(module)?preload"/.test(link) ? '' : link,
    );
  return ownPage ? rewritten.replace(/<div id="root"[^>]*>/, '<div id="root">') : rewritten;
}

/**
 * The page's Content-Security-Policy, letting it also run scripts from the dev server (`origin`)
 * and talk to it: the remote's entry and chunks, `eval` of its development source maps, the hot
 * updates and their WebSocket.
 */
export function allowDevServer(policy: string, origin: string): string {
  const socket = origin.replace(/^http/, 'ws');
  const extra: Record<string, string[]> = {
    'script-src': [origin, "'unsafe-eval'"],
    'connect-src': [origin, socket],
  };
  const directives = policy.split(';').map((directive) => directive.trim());
  const fallback = directives.find((directive) => directive.startsWith('default-src '));
  for (const [name, sources] of Object.entries(extra)) {
    const index = directives.findIndex((directive) => directive.split(' ')[0] === name);
    if (index >= 0) directives[index] = [directives[index], ...sources].join(' ');
    else if (fallback)
      directives.push([name, ...fallback.split(' ').slice(1), ...sources].join(' '));
  }
  return directives.filter(Boolean).join('; ');
}
