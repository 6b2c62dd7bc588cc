import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The installed version of a package as seen from `fromDir` (walks up node_modules folders). */
export function installedVersion(packageName: string, fromDir: string): string {
  const bareName = packageName
    .split('/')
    .slice(0, packageName.startsWith('@') ? 2 : 1)
    .join('/');
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', bareName, 'package.json');
    if (existsSync(candidate)) {
      return (JSON.parse(readFileSync(candidate, 'utf8')) as { version: string }).version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${bareName} is not installed for ${fromDir}`);
    dir = parent;
  }
}

/** The `version` field of the package.json in `dir`. */
export function ownVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}
