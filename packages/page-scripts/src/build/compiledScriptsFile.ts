import type { CompiledScripts } from './pageScriptsConfig';

/** Where the build writes the compiled scripts, from the package's folder. */
export const COMPILED_SCRIPTS_FILE = 'src/compiledScripts.json';

/** The text of {@link COMPILED_SCRIPTS_FILE}: as prettier would write it. */
export function compiledScriptsJson(scripts: CompiledScripts): string {
  return `${JSON.stringify(scripts, null, 2)}\n`;
}
