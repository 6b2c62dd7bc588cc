import type {
  RegistryStatus,
  RemoteChannels,
  RemoteHistory,
  RemoteVersion,
  ShellBuild,
} from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import type { ReleaseFiles } from '../builds/buildFiles';
import type { ExternalHosting } from '../builds/externalBuild';
import type { ChangeRequest } from './channelChange';
import { ChannelCommands } from './channelCommands';
import { PreviewCommands } from './previewCommands';
import {
  publishBuild,
  registerExternalBuild,
  type Published,
  type PublishingContext,
} from './publishing';
import { registryStatus, remoteHistory } from './registryStatus';
import {
  RegistrySnapshots,
  type RegistryObserver,
  type RegistrySnapshot,
} from './registrySnapshots';
import { unrunnableLiveVersions, type UnrunnableVersion } from './unrunnableLive';

export type { ChangeRequest } from './channelChange';
export type { Published } from './publishing';
export type { RegistryObserver, RegistrySnapshot } from './registrySnapshots';

/**
 * The registry of remotes: immutable versions, stable and canary channels changed by
 * compare-and-swap, an audit record for every change, and the compatibility gate. One object for
 * the routes, the CLI and the canary guard, over the files that hold each subject: the visitors'
 * snapshot cache (`registrySnapshots`), publishing (`publishing`), status and history
 * (`registryStatus`); channel changes and preview grants are its `channels` and `previews`.
 */
export class RegistryService {
  private readonly snapshots: RegistrySnapshots;
  private readonly publishing: PublishingContext;
  /** Canary, ramp, promote and roll back: the changes of a remote's channels. */
  readonly channels: ChannelCommands;
  /** Preview grants: issued, listed, revoked. */
  readonly previews: PreviewCommands;

  constructor(
    private readonly db: Database,
    /** Versions of the shell's shared singletons (read from the shell's build). */
    private readonly shellBuild: () => ShellBuild,
    hosting: ExternalHosting = { siteIsHttps: false, listedOrigins: [] },
    observer?: RegistryObserver,
  ) {
    this.snapshots = new RegistrySnapshots(db, observer);
    const changed = () => this.snapshots.changed();
    this.publishing = { db, shellBuild, hosting, changed };
    this.channels = new ChannelCommands(db, shellBuild, changed);
    this.previews = new PreviewCommands(db, changed);
  }

  /** The current registry, as visitors are served it (see {@link RegistrySnapshots.snapshot}). */
  snapshot(): Promise<RegistrySnapshot> {
    return this.snapshots.snapshot();
  }

  /** Marks the cached registry out of date: another instance changed it. */
  invalidate(): void {
    this.snapshots.invalidate();
  }

  /** The stable and canary versions served now that this shell cannot run (see {@link unrunnableLiveVersions}). */
  async unrunnableLive(): Promise<UnrunnableVersion[]> {
    return unrunnableLiveVersions(await this.snapshot(), this.shellBuild());
  }

  /** Origins of the versions hosted elsewhere that a channel serves (for the CSP). */
  originsOfExternalVersions(): readonly string[] {
    return this.snapshots.originsOfExternalVersions();
  }

  /** Makes a build an immutable version (see {@link publishBuild}). */
  publish(remote: string, files: ReleaseFiles, change: ChangeRequest): Promise<Published> {
    return publishBuild(this.publishing, remote, files, change);
  }

  /** Registers a build hosted elsewhere (see {@link registerExternalBuild}). */
  registerExternal(remote: string, baseUrl: string, change: ChangeRequest): Promise<RemoteVersion> {
    return registerExternalBuild(this.publishing, remote, baseUrl, change);
  }

  /** Points a remote at a build hosted elsewhere and makes it stable, in one step (ops' swap). */
  async swap(remote: string, baseUrl: string, change: ChangeRequest): Promise<RemoteChannels> {
    const version = await this.registerExternal(remote, baseUrl, change);
    return this.channels.swapTo(version, change);
  }

  /** What each remote serves, its versions, failures and last changes (see {@link registryStatus}). */
  status(remotes: readonly RemoteName[] | null = null): Promise<Omit<RegistryStatus, 'rollouts'>> {
    return registryStatus(this.db, this.snapshots, remotes);
  }

  /** A remote's versions, newest first, and its full change history, newest change first. */
  history(remote: string): Promise<RemoteHistory> {
    return remoteHistory(this.db, remote);
  }
}
