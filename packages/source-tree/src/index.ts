import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The checks of an app's layout test (server/src/layout.test.ts, shell/src/layout.test.ts): the
// lint's import/no-cycle sees circles of files; these see circles of folders.

/** One production source file of an app: its path under `src/` and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A relative import of one source file: the file it names (type-only imports included). */
export interface SourceImport {
  from: string;
  to: string;
}

const SPECIFIER = /(?:\bfrom|\bimport|\bimport\(|\bvi\.mock\()\s*['"](\.{1,2}\/[^'"]*)['"]/g;
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$/;

/** An app's production files (no tests, no test kits under `testing/`), read from `srcDir`. */
export function productionFiles(srcDir: string): SourceFile[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => SOURCE.test(path) && !TEST.test(path))
    .filter((path) => !path.startsWith('testing/'))
    .map((path) => ({ path, text: readFileSync(join(srcDir, path), 'utf8') }));
}

function resolved(srcDir: string, from: string, specifier: string): string | undefined {
  const base = resolve(srcDir, dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found && relative(srcDir, found);
}

/** Every relative import between the given files, with the path of the file each one names. */
export function importsOf(srcDir: string, files: readonly SourceFile[]): SourceImport[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
      const to = resolved(srcDir, file.path, specifier!);
      return to ? [{ from: file.path, to }] : [];
    }),
  );
}

/**
 * The groups of folders that import each other in a circle (Tarjan's strongly connected
 * components of the folder graph), each sorted; an acyclic tree has none. `folderOf` names the
 * folder of a file: by default its own folder, at every depth.
 */
export function folderCircles(
  imports: readonly SourceImport[],
  folderOf: (path: string) => string = dirname,
): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (!edges.has(a)) edges.set(a, new Set());
    if (!edges.has(b)) edges.set(b, new Set());
    if (a !== b) edges.get(a)!.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The top folder of a path under `src/` (`pages/RemotePage.tsx` → `pages`), or the file itself. */
export function topFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}

/**
 * What each top folder of an app's `src/` may import, from the ground up, and the entry points
 * (files at the top) that may import any folder.
 */
export interface Layers {
  layers: Readonly<Record<string, readonly string[]>>;
  entryPoints: readonly string[];
}

/** The top folders of `files` that are neither a layer nor an entry point. */
export function unplacedFolders(files: readonly SourceFile[], { layers, entryPoints }: Layers) {
  const folders = new Set(files.map((file) => topFolder(file.path)));
  return [...folders].filter((folder) => !(folder in layers) && !entryPoints.includes(folder));
}

/** Each import from one top folder into another that its layer does not allow, as `from -> to`. */
export function importsAgainstLayers(
  imports: readonly SourceImport[],
  { layers, entryPoints }: Layers,
): string[] {
  return imports
    .filter(({ from, to }) => {
      const [a, b] = [topFolder(from), topFolder(to)];
      return a !== b && !entryPoints.includes(a) && !layers[a]?.includes(b);
    })
    .map((edge) => `${edge.from} -> ${edge.to}`);
}

/** Each import of a test kit (`testing/`) by production code, as `from -> to`. */
export function testKitsInProduction(imports: readonly SourceImport[]): string[] {
  return imports
    .filter((edge) => edge.to.startsWith('testing/'))
    .map((edge) => `${edge.from} -> ${edge.to}`);
}
