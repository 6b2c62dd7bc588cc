import type { Page } from '@playwright/test';
import type { OwnServer } from './serverProcess';

/**
 * Grants `page`'s browser a preview of `remote@version` as ops do: `registry preview` prints a
 * link, and the browser opens it (the server swaps the link's grant for a cookie and redirects to
 * the page without it). Answers the CLI's output; throws when it refused.
 */
export async function grantPreview(
  page: Page,
  server: OwnServer,
  remote: string,
  version: string,
  ...options: string[]
): Promise<string> {
  const run = server.cli('registry', 'preview', remote, version, ...options);
  if (run.code !== 0) throw new Error(`registry preview refused: ${run.err}`);
  const link = run.out
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('http'));
  if (!link) throw new Error(`registry preview printed no link:\n${run.out}`);
  await page.goto(link);
  return run.out;
}
