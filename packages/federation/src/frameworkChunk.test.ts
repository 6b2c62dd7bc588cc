import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MODULES } from './frameworkChunk';

// Resolved as the shell resolves them, so the test follows pnpm's real folder names.
const fromShell = createRequire(new URL('../../../shell/package.json', import.meta.url));
const fromUi = createRequire(new URL('../../ui/package.json', import.meta.url));
const fromCipher = createRequire(new URL('../../cipher/package.json', import.meta.url));

describe('the framework chunk', () => {
  it.each([
    ['react', fromShell],
    ['react-dom/client', fromShell],
    ['jotai', fromShell],
    ['@emotion/react', fromUi],
    ['@emotion/cache', fromUi],
    ['@gold/config', fromShell],
    ['@gold/http', fromShell],
  ])('takes %s, which every page runs', (name, require) => {
    expect(require.resolve(name)).toMatch(FRAMEWORK_MODULES);
  });

  it.each([
    ['@chakra-ui/react', fromUi],
    ['@gold/ui', fromShell],
    ['@gold/ui/form', fromShell],
    ['@gold/http/client', fromShell],
    ['crypto-js', fromCipher],
    ['react-router', fromShell],
  ])('leaves %s to the chunks of the pages that use it', (name, require) => {
    expect(require.resolve(name)).not.toMatch(FRAMEWORK_MODULES);
  });
});
