import type { RemoteName } from '@gold/routes';
import type { RemoteTarget, ResolvedRegistry, ResolvedRemote } from '../resolved';
import type { RemoteChannels, RemoteVersion } from './types';

/** A visitor's bucket is in the canary when it is below the canary's percentage. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}

/** A run of visitors' buckets and the version their channel serves them. */
export interface BucketRange {
  /** First and last bucket, 0-99, both in the range. */
  from: number;
  to: number;
  version: string;
  channel: 'canary' | 'stable';
}

/** Which buckets get which version of a remote now, by {@link inCanary}: the canary's first. */
export function bucketRangesOf(channels: Pick<RemoteChannels, 'stable' | 'canary'>): BucketRange[] {
  const canaryTo = channels.canary
    ? Math.min(100, Math.max(0, Math.ceil(channels.canary.percent)))
    : 0;
  const ranges: BucketRange[] = [];
  if (channels.canary && canaryTo > 0)
    ranges.push({ from: 0, to: canaryTo - 1, version: channels.canary.version, channel: 'canary' });
  if (channels.stable && canaryTo < 100)
    ranges.push({ from: canaryTo, to: 99, version: channels.stable, channel: 'stable' });
  return ranges;
}

/** A range as `registry status` and the console say it: `buckets 0-9: 1.1.0 (canary)`. */
export function describeBucketRange(range: BucketRange): string {
  const buckets =
    range.from === range.to ? `bucket ${range.from}` : `buckets ${range.from}-${range.to}`;
  return `${buckets}: ${range.version} (${range.channel})`;
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
