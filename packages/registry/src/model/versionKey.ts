/**
 * The one spelling of a remote's version, `calculator@1.1.0`: the key of the registry's maps of
 * versions and ended versions, and how logs, headers and messages name a version.
 */
export function versionKey(remote: string, version: string): string {
  return `${remote}@${version}`;
}
