import type {
  RegistryStatus,
  RemoteChannels,
  RemoteHistory,
  RemoteVersion,
  ShellBuild,
} from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import type { RampPlan } from '../store/canaryRollouts';
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

export type { ChangeRequest } from './channelChange';
export type { Published } from './publishing';
export type { RegistryObserver, RegistrySnapshot } from './registrySnapshots';

/**
 * The registry of remotes: immutable versions, stable and canary channels changed by
 * compare-and-swap, an audit record for every change, and the compatibility gate. One object for
 * the routes, the CLI and the canary guard, over the files that hold each subject: the visitors'
 * snapshot cache (`registrySnapshots`), publishing (`publishing`), channel commands
 * (`channelCommands`), preview grants (`previewCommands`), status and history (`registryStatus`).
 */
export class RegistryService {
  private readonly snapshots: RegistrySnapshots;
  private readonly publishing: PublishingContext;
  private readonly channels: ChannelCommands;
  private readonly previewCommands: PreviewCommands;

  constructor(
    private readonly db: Database,
    /** Versions of the shell's shared singletons (read from the shell's build). */
    shellBuild: () => ShellBuild,
    hosting: ExternalHosting = { siteIsHttps: false, listedOrigins: [] },
    observer?: RegistryObserver,
  ) {
    this.snapshots = new RegistrySnapshots(db, observer);
    const changed = () => this.snapshots.changed();
    this.publishing = { db, shellBuild, hosting, changed };
    this.channels = new ChannelCommands(db, shellBuild, changed);
    this.previewCommands = new PreviewCommands(db, changed);
  }

  /** The current registry, as visitors are served it (see {@link RegistrySnapshots.snapshot}). */
  snapshot(): Promise<RegistrySnapshot> {
    return this.snapshots.snapshot();
  }

  /** Marks the cached registry out of date: another instance changed it. */
  invalidate(): void {
    this.snapshots.invalidate();
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

  /** See {@link ChannelCommands.canary}. */
  canary(
    remote: string,
    version: string,
    share: number | RampPlan,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    return this.channels.canary(remote, version, share, change);
  }

  /** See {@link ChannelCommands.abortCanary}. */
  abortCanary(remote: string, change: ChangeRequest): Promise<RemoteChannels> {
    return this.channels.abortCanary(remote, change);
  }

  /** See {@link ChannelCommands.rampTo}. */
  rampTo(remote: string, step: number, change: ChangeRequest): Promise<RemoteChannels> {
    return this.channels.rampTo(remote, step, change);
  }

  /** See {@link ChannelCommands.pauseRamp}. */
  pauseRamp(remote: string, paused: boolean, change: ChangeRequest): Promise<RemoteChannels> {
    return this.channels.pauseRamp(remote, paused, change);
  }

  /** See {@link ChannelCommands.advanceRamp}. */
  advanceRamp(remote: string, change: ChangeRequest): Promise<RemoteChannels> {
    return this.channels.advanceRamp(remote, change);
  }

  /** See {@link ChannelCommands.editRamp}. */
  editRamp(
    remote: string,
    later: number[],
    everyMs: number | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    return this.channels.editRamp(remote, later, everyMs, change);
  }

  /** See {@link ChannelCommands.promote}. */
  promote(
    remote: string,
    version: string | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    return this.channels.promote(remote, version, change);
  }

  /** See {@link ChannelCommands.rollback}. */
  rollback(remote: string, to: string | undefined, change: ChangeRequest): Promise<RemoteChannels> {
    return this.channels.rollback(remote, to, change);
  }

  /** Points a remote at a build hosted elsewhere and makes it stable, in one step (ops' swap). */
  async swap(remote: string, baseUrl: string, change: ChangeRequest): Promise<RemoteChannels> {
    const version = await this.registerExternal(remote, baseUrl, change);
    return this.channels.swapTo(version, change);
  }

  /** Preview grants: issued, listed, revoked (see {@link PreviewCommands}). */
  get previews(): PreviewCommands {
    return this.previewCommands;
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
