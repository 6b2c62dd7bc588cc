import type { RemoteName } from '@gold/routes';
import type { RemoteTarget, ResolvedRegistry, ResolvedRemote } from '../resolved';
import type { RemoteChannels, RemoteVersion } from './types';

/** A visitor's bucket is in the canary when it is below the canary's percentage. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}

function target(version: RemoteVersion): RemoteTarget {
  return {
    version: version.version,
    entry: `${version.baseUrl}${version.entryFile}`,
    ...(version.integrity ? { integrity: version.integrity } : {}),
  };
}

export interface VisitorContext {
  /** The visitor's stable bucket, 0-99. */
  bucket: number;
  /** Registered versions a tester asked for (already checked to exist). */
  overrides?: Partial<Record<RemoteName, string>>;
  /** For a stable version hosted elsewhere, the version to fall back to when its origin fails. */
  stableBackups?: Partial<Record<RemoteName, string>>;
}

/**
 * What one visitor gets for every remote: an override, else the canary when the bucket falls in
 * it, else stable; a canary or override carries stable as its fallback, and a stable version
 * hosted elsewhere its backup (the stable version before the swap).
 */
export function resolveForVisitor(
  channels: readonly RemoteChannels[],
  versionOf: (remote: RemoteName, version: string) => RemoteVersion | undefined,
  { bucket, overrides = {}, stableBackups = {} }: VisitorContext,
): ResolvedRegistry {
  const remotes: ResolvedRegistry['remotes'] = {};
  for (const channel of channels) {
    const stable = channel.stable ? versionOf(channel.remote, channel.stable) : undefined;
    const overridden = overrides[channel.remote];
    const override = overridden ? versionOf(channel.remote, overridden) : undefined;
    const canary =
      channel.canary && inCanary(bucket, channel.canary.percent)
        ? versionOf(channel.remote, channel.canary.version)
        : undefined;
    const chosen = override ?? canary;
    let resolved: ResolvedRemote | undefined;
    if (chosen && chosen.version !== stable?.version) {
      resolved = {
        ...target(chosen),
        channel: override ? 'override' : 'canary',
        ...(stable ? { fallback: target(stable) } : {}),
      };
    } else if (stable) {
      const backupVersion = stableBackups[channel.remote];
      const backup = backupVersion ? versionOf(channel.remote, backupVersion) : undefined;
      resolved = {
        ...target(stable),
        channel: 'stable',
        ...(backup ? { fallback: target(backup) } : {}),
      };
    }
    if (resolved) remotes[channel.remote] = resolved;
  }
  return { remotes };
}
