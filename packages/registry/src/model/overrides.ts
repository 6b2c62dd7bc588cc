import { remoteNames, type RemoteName } from '@gold/routes';

/**
 * Parses `?remotes=calculator@1.4.0,home@1.0.0`. Unknown remotes and malformed items are
 * reported, not guessed at; whether each version is registered is the caller's check.
 */
export function parseOverrides(raw: string | undefined): {
  overrides: Partial<Record<RemoteName, string>>;
  problems: string[];
} {
  const overrides: Partial<Record<RemoteName, string>> = {};
  const problems: string[] = [];
  if (!raw) return { overrides, problems };
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)@([0-9A-Za-z.+-]{1,64})$/.exec(item);
    if (!match?.[1] || !match[2]) {
      problems.push(`"${item}" is not remote@version`);
    } else if (!remoteNames.includes(match[1] as RemoteName)) {
      problems.push(`"${match[1]}" is not a remote`);
    } else {
      overrides[match[1] as RemoteName] = match[2];
    }
  }
  return { overrides, problems };
}
