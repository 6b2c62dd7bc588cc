import type { PageResult } from '../web/webBench';
import { table } from './markdownTable';
import { KB } from './targets';

const ms = (value: number) => String(Math.round(value));

/** The font files each page loaded on a slow phone, in each language (issue 66). */
export function fontSection(pages: readonly PageResult[]): string | null {
  const rows = pages.flatMap(({ route, fonts: f }) =>
    f
      ? [
          [
            route,
            String(f.files),
            f.files === 0 ? '—' : (f.bytes / KB).toFixed(1),
            f.files === 0 ? '—' : ms(f.loadMs),
            f.files === 0 ? '—' : ms(f.inMs),
            ms(f.paintMs),
          ],
        ]
      : [],
  );
  if (rows.length === 0) return null;
  const runs = Math.max(...pages.map((page) => page.fontLoads.length));
  return [
    `## Fonts on a slow phone: ${runs} run${runs === 1 ? '' : 's'}`,
    '',
    table(['Page', 'Font files', 'KB', 'Request → in ms', 'In at ms', 'First paint ms'], rows),
    '',
    "- Each run: the federated page in its language, in the blocking runs' load on the slow phone (a fresh context, the cache empty, the CPU four times slower, Lighthouse's mobile network). Font files: those the page loaded (resource timing); KB: their bodies as sent; request → in: from the first font's request to the last one's arrival; in at: when the last was in, from the start of the navigation. Medians over the runs that loaded a font.",
  ].join('\n');
}
