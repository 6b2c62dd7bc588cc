import type { PublicConfig } from '@gold/config';
import { pageFragmentFile, type PrerenderedFragment } from '@gold/build-output';
import { renderingIn } from '@gold/i18n';
import { siteRoutes } from '@gold/routes';
import { REMOTE_LANGUAGES } from 'prerender-languages';
import { renderExposedPage, type ExposedPage } from './renderFragment';

interface ExposedModules {
  keys(): string[];
  (request: string): ExposedPage;
}

declare global {
  interface ImportMeta {
    /** Rspack's compile-time directory import. */
    webpackContext(
      request: string,
      options: { recursive: boolean; regExp: RegExp },
    ): ExposedModules;
  }
}

// The remote's `src/exposes` folder, by an alias the prerender build sets.
const exposed = import.meta.webpackContext('prerender-exposes', {
  recursive: false,
  regExp: /\.tsx$/,
});

/**
 * The node entry of a remote's prerender build: every exposed page that serves a site route,
 * rendered as the shell hydrates it in each language the remote carries, by file of the build's
 * prerender folder.
 */
export function prerender({
  app,
  config,
}: {
  app: string;
  config: PublicConfig;
}): Record<string, PrerenderedFragment> {
  const files: Record<string, PrerenderedFragment> = {};
  for (const request of exposed.keys()) {
    const module = `./${request.slice(request.lastIndexOf('/') + 1).replace(/\.tsx$/, '')}`;
    const route = siteRoutes.find(
      (candidate) => candidate.remote === app && candidate.module === module,
    );
    if (!route) continue;
    for (const language of REMOTE_LANGUAGES)
      files[pageFragmentFile(module, language)] = renderingIn(language, () =>
        renderExposedPage(exposed(request), config),
      );
  }
  return files;
}
