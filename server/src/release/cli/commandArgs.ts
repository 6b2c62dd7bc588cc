import { isStrictSemver, MAX_REASON_LENGTH } from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';
import { UsageError } from '../../platform/commandLine/usageError';
import { oneOf } from '../../platform/commandLine/choices';

// The words and options several `registry` commands take, checked before any request.

/** The remote a command names first (its shape makes sure it names one). */
export const remoteArg = (words: readonly string[]): RemoteName =>
  oneOf('remote', words[0]!, remoteNames);

/** A version a command names: the registry publishes semantic versions only. */
export function versionArg(version: string): string {
  if (isStrictSemver(version)) return version;
  throw new UsageError(`"${version}" is not a version: like 1.2.3, 1.2.3-rc.1 or 1.2.3+build.5`);
}

/** `--reason <text>`, no longer than the audit trail keeps. */
export function reasonArg(reason: string | undefined): string | undefined {
  if (reason !== undefined && reason.length > MAX_REASON_LENGTH)
    throw new UsageError(
      `--reason takes at most ${MAX_REASON_LENGTH} characters (this one has ${reason.length})`,
    );
  return reason;
}

/** `--revision <n>` as the number the server compares. */
export function revisionArg(revision: string | undefined): number | undefined {
  if (revision === undefined) return undefined;
  if (!/^\d+$/.test(revision.trim()))
    throw new UsageError('--revision takes the revision number status shows, like --revision 12');
  return Number(revision);
}
