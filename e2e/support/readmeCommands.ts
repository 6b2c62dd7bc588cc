import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './serverProcess';

/**
 * The shell commands of the README's fenced block that follows `<!-- name -->`, exactly as
 * printed: one per line, comments and blank lines left out, a trailing `# ...` comment cut.
 */
export function readmeCommands(name: string): string[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const marker = readme.indexOf(`<!-- ${name} -->`);
  if (marker < 0) throw new Error(`README.md has no <!-- ${name} --> block`);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(marker));
  if (!block?.[1]) throw new Error(`no sh block after <!-- ${name} -->`);
  return block[1]
    .split('\n')
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'));
}
