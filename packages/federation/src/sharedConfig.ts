import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installedVersion } from './packageVersion';
import { sharedSingletons } from './shared';

/**
 * How a build takes part in sharing: the shell provides the singletons; a production remote only
 * takes them; a remote started alone by `rspack serve` brings its own, having no shell.
 */
export type ShareRole = 'host' | 'remote' | 'standaloneRemote';

/** The share role of a build: the shell, or a remote in production or in development. */
export function shareRole(isRemote: boolean, production: boolean): ShareRole {
  if (!isRemote) return 'host';
  return production ? 'remote' : 'standaloneRemote';
}

/** The federation `shared` option of an app in `dir`: every singleton, at its installed version. */
export function sharedConfig(dir: string, role: ShareRole) {
  const resolve = createRequire(join(dir, 'package.json')).resolve;
  const source = (name: string) => {
    // Federation provides a shared module named by package only when the app's own code
    // imports it. Named by file, the host provides our packages whether or not it uses them
    // itself (@gold/ui/form is imported by remotes only), so every page gets one copy.
    if (role === 'host') return name.startsWith('@gold/') ? { import: resolve(name) } : {};
    // The registry serves a remote only where the shell provides every singleton it takes (the
    // compatibility gate), so a production remote ships no copy of its own to fall back on.
    return role === 'remote' ? { import: false as const } : {};
  };
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const version = installedVersion(name, dir);
      return [name, { singleton: true, requiredVersion: `^${version}`, version, ...source(name) }];
    }),
  );
}
