import type { PageResult } from '../web/webBench';
import { findPage } from './findPage';
import { table } from './markdownTable';
import { KB } from './targets';

/**
 * Each route's federated page beside the same HTML with its scripts removed (the `noScripts`
 * build, issue 47's reference): how many points of the score, and how much blocking time, its
 * scripts cost. null when no route has both.
 */
export function noScriptSection(pages: readonly PageResult[]): string | null {
  const rows = [...new Set(pages.map((page) => page.route))].flatMap((route) => {
    const live = findPage(pages, route, 'federated')?.median;
    const bare = findPage(pages, route, 'noScripts')?.median;
    if (!live || !bare) return [];
    return [
      [
        route,
        `${live.performance} / ${bare.performance}`,
        String(bare.performance - live.performance),
        `${Math.round(live.tbtMs)} / ${Math.round(bare.tbtMs)}`,
        `${live.cls.toFixed(3)} / ${bare.cls.toFixed(3)}`,
        `${(live.jsGzipBytes / KB).toFixed(1)} / ${(bare.jsGzipBytes / KB).toFixed(1)}`,
      ],
    ];
  });
  if (rows.length === 0) return null;
  return [
    '## Federated beside its own HTML without scripts',
    '',
    table(['Route', 'Perf', 'Points behind', 'TBT ms', 'CLS', 'JS KB gzip'], rows),
    '',
    '- Each pair: federated / noScripts, medians of the same rounds. noScripts is the federated server’s page through the bench’s proxy (`src/web/noScriptProxy.ts`): every `<script>` element and script preload removed, the rest byte for byte, compressed as the server sent it and under the same CSP: what a visitor’s browser has drawn before any script runs. It is not clicked or tapped.',
    '- Points behind: the no-script score less the live one (below 0 when the live page scored higher), which issue 47 holds to 2 at most; the no-script TBT is the limit for the live page’s blocking time.',
  ].join('\n');
}
