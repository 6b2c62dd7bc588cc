import type { BuildSource } from '@gold/registry/model';
import * as z from 'zod/mini';
import { RegistryError } from '../registryErrors';
import type { ReleaseFiles } from './buildFiles';

/** Where `remote:build` writes what it knows of a build's origin (scripts/buildSource.mjs). */
export const BUILD_SOURCE_FILE = 'build-source.json';

const buildSourceSchema = z.strictObject({
  commit: z.string().check(z.regex(/^[0-9a-f]{40}$/, 'a full git commit hash')),
  author: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  dirty: z.boolean(),
});

/**
 * The commit and author a build came from, where it carries them; null where it does not (a build
 * made by `npm run build`). A file that says something else is refused (400), naming what.
 */
export function buildSourceIn(files: ReleaseFiles): BuildSource | null {
  const file = files.get(BUILD_SOURCE_FILE);
  if (!file) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.toString('utf8'));
  } catch {
    throw new RegistryError(400, `${BUILD_SOURCE_FILE} is not JSON: rebuild with remote:build`);
  }
  const result = buildSourceSchema.safeParse(parsed);
  if (!result.success)
    throw new RegistryError(
      400,
      `${BUILD_SOURCE_FILE} is not what remote:build writes`,
      result.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`),
    );
  return result.data;
}
