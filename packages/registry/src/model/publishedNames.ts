import { parse } from 'semver';
import type { ManifestFacts } from './types';

/** Longest version the registry takes: it goes into URLs, folder names and every page's registry. */
export const MAX_VERSION_LENGTH = 64;

/** Longest file name (with its folders) a build may have. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * A version as Semantic Versioning 2.0.0 writes it: `1.2.3`, `1.2.3-rc.1`, `1.2.3+build.5`. Read
 * by the `semver` package in its strict mode, then compared with what it read, so that nothing it
 * forgives passes (a leading `v` or `=`, spaces around).
 */
export function isStrictSemver(version: string): boolean {
  if (version.length > MAX_VERSION_LENGTH) return false;
  const parsed = parse(version);
  if (!parsed) return false;
  const build = parsed.build.length ? `+${parsed.build.join('.')}` : '';
  return `${parsed.version}${build}` === version;
}

/** One folder or file name: letters, digits, `.`, `_`, `-` and `~`, not only dots. */
const SEGMENT = /^(?!\.+$)[A-Za-z0-9._~-]+$/;

/**
 * A file of a build named as the registry serves it: folders and a file joined by `/`, each of
 * {@link SEGMENT}'s alphabet, relative, without `.` or `..`. Nothing in it needs escaping in a URL,
 * an HTML attribute or a header, and it cannot leave the version's folder or base URL.
 */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_FILE_NAME_LENGTH &&
    name.split('/').every((segment) => SEGMENT.test(segment))
  );
}

/** `value` for a message: quoted, control characters shown as escapes, cut at 80 characters. */
export const shown = (value: string) => JSON.stringify(value.slice(0, 80));

/** Why the names a build's manifest gives are refused (its version and entry file); empty when fine. */
export function nameProblems(facts: Pick<ManifestFacts, 'version' | 'entryFile'>): string[] {
  const problems: string[] = [];
  if (!isStrictSemver(facts.version))
    problems.push(
      `version ${shown(facts.version)} is not a semantic version like 1.2.3, 1.2.3-rc.1 or 1.2.3+build.5 (at most ${MAX_VERSION_LENGTH} characters)`,
    );
  if (!isSafeFileName(facts.entryFile))
    problems.push(`entry file ${shown(facts.entryFile)} ${FILE_NAME_RULE}`);
  return problems;
}

/** What a file name must be, after the name in a refusal. */
export const FILE_NAME_RULE = `is not a relative file name of letters, digits, ".", "_", "-" and "~" in folders joined by "/" (no "..", at most ${MAX_FILE_NAME_LENGTH} characters)`;
