import { DEFAULT_LANGUAGE, type Language } from '@gold/i18n';
import type { ResolvedRegistry } from '@gold/registry';
import { versionKey, type RemoteVersion } from '@gold/registry/model';
import { siteRoutes, type RemoteName, type SiteRoute } from '@gold/routes';
import type { ReleaseCache } from '../release/builds/releaseCache';
import { withPageFiles, withStaticPages } from './pageFiles';
import { remotePagePreloads, shellPreloads, type Preload } from './preloadLinks';
import type { PageSource, PrerenderedPages } from './prerenderedPages';
import { SHELL_PREFIX } from './shellPrefix';
import { unreadableNow } from './unreadableNow';

/** Whether everything a page is drawn from could be read for it (not while the database is down). */
export interface PageReads {
  complete: boolean;
}

/** A version's module (its page or an island), the key of what is read once per version. */
const moduleKey = (version: RemoteVersion, module: string) =>
  `${versionKey(version.remote, version.version)}${module}`;

/**
 * What a page is drawn from, read once per version, as versions never change: each page's
 * preloads, which pages are static and their islands, and a version's local folder.
 *
 * A version published here has its files in the database; one hosted elsewhere is only a URL.
 * Files not yet copied here cannot be while the database is down or this instance's disk refuses
 * them: the page goes without their preloads and prerendered fragment, its scripts load them from
 * an instance that can (HAProxy retries a file answered 503), and `read.complete` turns false so
 * that such a page is not kept.
 */
export class PageParts {
  /** The shell's own preloads: `always`, and `layout` unless the page goes first. */
  readonly forShell: ReturnType<typeof shellPreloads>;
  private readonly forRemotePage = new Map<string, Preload[]>();
  /** A page's islands, or null where the page is not static. */
  private readonly staticPages = new Map<string, string[] | null>();

  constructor(
    private readonly shellDist: string,
    private readonly releases: ReleaseCache,
    private readonly prerenderedPages: PrerenderedPages,
  ) {
    this.forShell = shellPreloads(shellDist);
  }

  /** The version's local folder; undefined for one hosted elsewhere, null when unreadable now. */
  private async localFolder(
    version: RemoteVersion,
    read: PageReads,
  ): Promise<string | undefined | null> {
    if (!version.baseUrl.startsWith('/remotes/')) return undefined;
    const folder = await this.releases
      .folderFor(version.remote, version.version)
      .catch(unreadableNow);
    if (folder === null) read.complete = false;
    return folder;
  }

  /** The preloads of one module of a version: its chunks, after the shell's. */
  async pagePreloads(version: RemoteVersion, module: string, read: PageReads): Promise<Preload[]> {
    const key = moduleKey(version, module);
    let preloads = this.forRemotePage.get(key);
    if (!preloads) {
      const folder = await this.localFolder(version, read);
      preloads = folder ? remotePagePreloads(version, folder, module, this.forShell) : [];
      if (folder !== null) this.forRemotePage.set(key, preloads);
    }
    return preloads;
  }

  private async staticIslands(
    version: RemoteVersion,
    route: SiteRoute,
    read: PageReads,
  ): Promise<void> {
    const key = moduleKey(version, route.module);
    if (this.staticPages.has(key)) return;
    const folder = await this.localFolder(version, read);
    // Unknown while the database is down: asked again once it is back.
    if (folder === null) return;
    const islands = folder
      ? this.prerenderedPages.staticIslands(route, { folder, baseUrl: version.baseUrl })
      : undefined;
    this.staticPages.set(key, islands ?? null);
  }

  /**
   * Where a page's prerendered fragment comes from: the remote version the visitor gets, or, where
   * no version serves the route, a shell build that holds its pages itself (the bench's monolith).
   */
  async pageSource(
    version: RemoteVersion | undefined,
    read: PageReads,
  ): Promise<PageSource | undefined> {
    if (!version) return { folder: this.shellDist, baseUrl: SHELL_PREFIX };
    const folder = await this.localFolder(version, read);
    return folder ? { folder, baseUrl: version.baseUrl } : undefined;
  }

  /**
   * The languages each version of the visitor's page mix carries (a canary's stable behind it
   * too): those its build drew every one of its pages in. English only for a version hosted
   * elsewhere, or whose files cannot be read now.
   */
  async languagesOf(
    resolved: ResolvedRegistry,
    versions: ReadonlyMap<string, RemoteVersion>,
    read: PageReads,
  ): Promise<Language[][]> {
    const served = Object.entries(resolved.remotes).flatMap(([remote, target]) =>
      [target?.version, target?.fallback?.version].flatMap((version) => {
        const known = version && versions.get(versionKey(remote, version));
        return known ? [known] : [];
      }),
    );
    return Promise.all(
      served.map(async (version) => {
        const folder = await this.localFolder(version, read);
        const modules = siteRoutes
          .filter((route) => route.remote === version.remote)
          .map((route) => route.module);
        return folder ? this.prerenderedPages.remoteLanguages(folder, modules) : [DEFAULT_LANGUAGE];
      }),
    );
  }

  /**
   * The visitor's registry with what moving to each page needs (pageFiles.ts): which pages of the
   * visitor's versions (and of stable behind a canary) are static, and the files of every page
   * and island, read before they are listed.
   */
  async pagesOf(
    resolved: ResolvedRegistry,
    current: SiteRoute | undefined,
    versions: ReadonlyMap<string, RemoteVersion>,
    read: PageReads,
  ) {
    const knownVersion = (remote: RemoteName, version: string | undefined) =>
      version === undefined ? undefined : versions.get(versionKey(remote, version));
    await Promise.all(
      siteRoutes.flatMap((page) => {
        const remote = resolved.remotes[page.remote];
        return [remote?.version, remote?.fallback?.version].map((version) => {
          const known = knownVersion(page.remote, version);
          return known && this.staticIslands(known, page, read);
        });
      }),
    );
    const staticOf = (remote: RemoteName, version: string, module: string) => {
      const known = knownVersion(remote, version);
      return (known && this.staticPages.get(moduleKey(known, module))) ?? undefined;
    };
    await Promise.all(
      siteRoutes.flatMap((page) => {
        const known = knownVersion(page.remote, resolved.remotes[page.remote]?.version);
        if (!known) return [];
        const islands = staticOf(page.remote, known.version, page.module) ?? [];
        return [page.module, ...islands].map((module) => this.pagePreloads(known, module, read));
      }),
    );
    const filesOf = (remote: RemoteName, version: string, module: string) => {
      const known = knownVersion(remote, version);
      if (!known) return [];
      const entry = `${known.baseUrl}${known.entryFile}`;
      return (this.forRemotePage.get(moduleKey(known, module)) ?? [])
        .map((preload) => preload.href)
        .filter((href) => href !== entry);
    };
    return withStaticPages(withPageFiles(resolved, current, filesOf, staticOf), staticOf);
  }
}
