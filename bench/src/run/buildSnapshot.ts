import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { remoteCatalog, remoteNames } from '@gold/routes';
import { monolithDist, repoRoot } from './paths';

/** A copy of the built apps that no concurrent build can change under the servers. */
export interface BuildSnapshot {
  /** WEB_ROOT of the servers: shell/dist and each remote's dist. */
  webRoot: string;
  /**
   * WEB_ROOT of the monolith's server: the monolith as its shell/dist, and no remote, so the
   * server serves it like any checkout, with nothing to publish.
   */
  monolithWebRoot: string;
  remove(): void;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Files a build's HTML or federation manifest names that its folder lacks. */
export function missingFiles(dir: string): string[] {
  const html = join(dir, 'index.html');
  const manifest = join(dir, 'mf-manifest.json');
  const named = [
    ...(existsSync(html)
      ? [...readFileSync(html, 'utf8').matchAll(/\/shell\/([\w.-]+\.js)/g)].map((m) => m[1] ?? '')
      : []),
    ...(existsSync(manifest)
      ? stringsIn(JSON.parse(readFileSync(manifest, 'utf8'))).filter((s) =>
          /^[\w./-]+\.js$/.test(s),
        )
      : []),
  ];
  return named.filter((file) => !existsSync(join(dir, file)));
}

/**
 * Copies the six apps' builds and the monolith into a scratch folder, so that a teammate's
 * rebuild during a long bench (which replaces the hashed files) cannot break the pages served.
 * A copy taken in the middle of someone's build is taken again.
 */
export async function snapshotBuilds(): Promise<BuildSnapshot> {
  const folders = ['shell', ...remoteNames.map((name) => remoteCatalog[name].folder)];
  for (let attempt = 1; ; attempt += 1) {
    const root = mkdtempSync(join(tmpdir(), 'gold-bench-builds-'));
    const monolithWebRoot = join(root, 'monolith-site');
    const monolithShell = join(monolithWebRoot, 'shell', 'dist');
    const snapshot = {
      webRoot: root,
      monolithWebRoot,
      remove: () => rmSync(root, { recursive: true, force: true }),
    };
    for (const folder of folders)
      cpSync(join(repoRoot, folder, 'dist'), join(root, folder, 'dist'), { recursive: true });
    cpSync(monolithDist, monolithShell, { recursive: true });
    const missing = [...folders.map((folder) => join(root, folder, 'dist')), monolithShell].flatMap(
      missingFiles,
    );
    if (missing.length === 0) return snapshot;
    snapshot.remove();
    if (attempt === 5)
      throw new Error(
        `the builds stay incomplete (a build running?): ${missing.slice(0, 5).join(', ')}`,
      );
    await sleep(10_000);
  }
}
