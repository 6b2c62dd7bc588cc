import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { COMPILED_SCRIPTS_FILE, compiledScriptsJson } from './compiledScriptsFile';
import { compiledScript, pageScriptsConfig, type CompiledScripts } from './pageScriptsConfig';

const dir = fileURLToPath(new URL('../../', import.meta.url));

/** The scripts as the build makes them from the sources now, written nowhere. */
function compile(): Promise<CompiledScripts> {
  return new Promise((resolve, reject) => {
    let scripts: CompiledScripts | undefined;
    rspack(
      pageScriptsConfig(dir, (compiled) => (scripts = compiled)),
      (error, stats) => {
        if (error || stats?.hasErrors() || !scripts)
          reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
        else resolve(scripts);
      },
    );
  });
}

describe('the compiled page scripts', () => {
  it(`are the sources' build, as ${COMPILED_SCRIPTS_FILE} holds them`, async () => {
    const scripts = await compile();
    expect(
      readFileSync(`${dir}${COMPILED_SCRIPTS_FILE}`, 'utf8'),
      'run `node scripts/pnpm.mjs --filter @gold/page-scripts run build` and commit the file',
    ).toBe(compiledScriptsJson(scripts));
    for (const { code, source } of Object.values(scripts)) {
      const hash = createHash('sha256').update(code, 'utf8').digest('base64');
      expect(source).toBe(`'sha256-${hash}'`);
      expect(code).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
    }
  }, 30_000);

  it('refuses a script that would end early inline, or say nothing', () => {
    expect(() => compiledScript('a.js', 'let a="</script><script>alert(1)"')).toThrow(/a\.js/);
    expect(() => compiledScript('a.js', 'let a="<!--"')).toThrow(/a\.js/);
    expect(() => compiledScript('a.js', '')).toThrow(/a\.js/);
  });
});
