import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageScriptsConfig } from './src/build/pageScriptsConfig';
import { COMPILED_SCRIPTS_FILE, compiledScriptsJson } from './src/build/compiledScriptsFile';

const dir = fileURLToPath(new URL('.', import.meta.url));

// Writes the compiled scripts beside their sources, where the server and its tests read them
// without a build of their own (compiledScripts.test.ts holds the file to the sources).
export default pageScriptsConfig(dir, (scripts) =>
  writeFileSync(`${dir}${COMPILED_SCRIPTS_FILE}`, compiledScriptsJson(scripts)),
);
