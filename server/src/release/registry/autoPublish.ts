import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName } from '@gold/routes';
import { readBuildFolder, sriOf } from '../builds/buildFiles';
import { RegistryError } from '../registryErrors';
import type { RegistryService } from './registryService';

/** Actor of the changes the server makes by itself at start-up. */
export const AUTO_PUBLISH_ACTOR = 'startup:auto-publish';

/**
 * For `npm start` on one machine: publishes every remote built in this checkout that the
 * registry does not hold yet, and makes it stable unless an operator chose the stable version.
 * A rebuild under an unchanged version number gets the content hash as build metadata
 * (`1.0.0+3f2a9c1e`), so a new build is never hidden behind an old one of the same number.
 */
export async function autoPublishLocalBuilds(
  registry: RegistryService,
  folders: Map<RemoteName, string>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { versions, channels } = await registry.snapshot();
  for (const [remote, dir] of folders) {
    const files = await readBuildFolder(dir);
    const manifest = JSON.parse(files.get('mf-manifest.json')?.toString('utf8') ?? '{}') as {
      metaData?: { buildInfo?: { buildVersion?: string } };
    };
    const entry = files.get('remoteEntry.js');
    const baseVersion = manifest.metaData?.buildInfo?.buildVersion;
    if (!entry || !baseVersion) continue;
    const integrity = sriOf(entry);
    const published = [...versions.values()].filter((v) => v.remote === remote);
    const same = published.find((v) => v.integrity === integrity);
    let version = same?.version;
    if (!version) {
      const taken = published.some((v) => v.version === baseVersion);
      version = taken
        ? `${baseVersion}+${integrity.slice(7, 15).replace(/[^A-Za-z0-9]/g, 'x')}`
        : baseVersion;
      if (taken) {
        const metadata = JSON.parse(files.get('mf-manifest.json')!.toString('utf8')) as {
          metaData: { buildInfo: { buildVersion: string } };
        };
        metadata.metaData.buildInfo.buildVersion = version;
        files.set('mf-manifest.json', Buffer.from(JSON.stringify(metadata)));
      }
      try {
        await registry.publish(remote, files, {
          actor: AUTO_PUBLISH_ACTOR,
          reason: `local build in ${dir}`,
        });
        log.info(`published the local build of ${remote} as ${version}`);
      } catch (error) {
        if (error instanceof RegistryError) {
          log.warn(
            `not publishing the local build of ${remote}: ${error.message} ${error.details.join('; ')}`,
          );
          continue;
        }
        throw error;
      }
    }
    const current = channels.find((c) => c.remote === remote);
    if (current?.stable === version) continue;
    const history = await registry.history(remote);
    const operatorChose = history.changes.some(
      (change) => change.actor !== AUTO_PUBLISH_ACTOR && change.action !== 'publish',
    );
    if (!operatorChose) {
      await registry.channels.promote(remote, version, {
        actor: AUTO_PUBLISH_ACTOR,
        reason: 'newest local build',
      });
    } else {
      log.warn(
        `${remote}: the local build ${version} is published but not promoted: an operator chose ${current?.stable}`,
      );
    }
  }
}
