import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from './shared';
import { shareRole, sharedConfig } from './sharedConfig';

const shellDir = fileURLToPath(new URL('../../../shell', import.meta.url));
const homeDir = fileURLToPath(new URL('../../../mf-home', import.meta.url));

describe('the shared singletons of a build', () => {
  it('the shell provides each, our packages by file so that remote-only parts are provided too', () => {
    const shared = sharedConfig(shellDir, shareRole(false, true));
    expect(Object.keys(shared)).toEqual([...sharedSingletons]);
    expect(shared['@gold/ui/form']?.import).toMatch(/packages[\\/]ui[\\/]/);
    expect(shared.react).not.toHaveProperty('import');
    expect(shared.react?.requiredVersion).toBe(`^${shared.react?.version}`);
  });

  it('a production remote takes each from the shell and bundles no copy to fall back on', () => {
    const shared = sharedConfig(homeDir, shareRole(true, true));
    for (const name of sharedSingletons) expect(shared[name]).toMatchObject({ import: false });
  });

  it('a remote started alone in development keeps its own copies, having no shell', () => {
    const shared = sharedConfig(homeDir, shareRole(true, false));
    for (const name of sharedSingletons) expect(shared[name]).not.toHaveProperty('import');
  });
});
