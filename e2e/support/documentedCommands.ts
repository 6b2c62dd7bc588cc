import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './serverProcess';

/**
 * The shell commands of the fenced `sh` block that follows `<!-- name -->` in `file` (a Markdown
 * file of the repository, README.md unless named), exactly as printed: a command continued with
 * a trailing `\` is one, comments and blank lines are left out, a trailing `# ...` comment is cut.
 */
export function documentedCommands(name: string, file = 'README.md'): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const marker = text.indexOf(`<!-- ${name} -->`);
  if (marker < 0) throw new Error(`${file} has no <!-- ${name} --> block`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(marker));
  if (!block?.[1]) throw new Error(`${file}: no sh block after <!-- ${name} -->`);
  return block[1]
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * `command` with each example of the docs (a key of `here`: an address, a secret, a file name)
 * replaced by this machine's value. An example the command no longer holds is an error, so the
 * docs cannot change what they show without the test that runs them noticing.
 */
export function runnableHere(command: string, here: Record<string, string>): string {
  let runnable = command;
  for (const [example, value] of Object.entries(here)) {
    if (!runnable.includes(example)) throw new Error(`"${example}" is not in: ${command}`);
    runnable = runnable.split(example).join(value);
  }
  return runnable;
}
