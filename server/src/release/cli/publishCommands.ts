import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { remoteCatalog, type RemoteName } from '@gold/routes';
import { sendOps } from '@gold/ops-client';
import { registryCalls as calls } from '@gold/ops-client/contract';
import { readBuildFolder } from '../builds/buildFiles';
import { UsageError } from '../../platform/commandLine/usageError';
import { remoteArg } from './commandArgs';
import { commands, type RegistryCommand } from './registryProgram';

/** A local build folder (`dist`, else the remote's under `webRoot`) as the publish endpoint's form. */
async function buildForm(
  remote: RemoteName,
  { dist, webRoot, reason }: { dist?: string; webRoot: string; reason?: string },
) {
  const folder = resolve(dist ?? join(webRoot, remoteCatalog[remote].folder, 'dist'));
  const manifest = await stat(join(folder, 'mf-manifest.json')).catch(() => undefined);
  if (!manifest?.isFile()) {
    const fix = `run npm run remote:build -- ${remote} first, or pass --dist the folder with mf-manifest.json`;
    const found = await stat(folder).catch(() => undefined);
    throw new UsageError(
      found?.isDirectory()
        ? `no mf-manifest.json in ${folder}: not a build of a remote (${fix})`
        : `no build at ${folder} (${fix})`,
    );
  }
  const form = new FormData();
  if (reason) form.append('reason', reason);
  for (const [path, content] of await readBuildFolder(folder))
    form.append(path, new Blob([new Uint8Array(content)]), path);
  return form;
}

/** `registry publish <remote> [--dist <dir> | --url <base-url>]`: a build becomes a version. */
export async function publish({ rest, values, change, target, show, out }: RegistryCommand) {
  const remote = remoteArg(rest);
  if (values.url !== undefined && values.dist !== undefined)
    throw new UsageError('give publish --dist or --url, not both');
  if (values.url === undefined && change.revision !== undefined)
    throw new UsageError('--revision goes with publish --url: a build folder is published as is');
  const published = values.url
    ? await sendOps(target, calls.external, { remote }, { url: values.url, ...change })
    : await sendOps(
        target,
        calls.publish,
        { remote },
        await buildForm(remote, {
          dist: values.dist,
          webRoot: target.webRoot,
          reason: change.reason,
        }),
      );
  show(published, () =>
    out(
      `published ${remote}@${published.version} from ${published.baseUrl} (${published.integrity ?? 'no integrity'})`,
    ),
  );
}

/** `registry swap <remote> --url <base-url>`: a build hosted elsewhere, stable at once. */
export async function swap({ rest, values, change, target, show, out }: RegistryCommand) {
  const remote = remoteArg(rest);
  if (!values.url)
    throw new UsageError(
      `swap needs --url <base-url> of the other build: registry ${commands.swap.example}`,
    );
  const result = await sendOps(target, calls.swap, { remote }, { url: values.url, ...change });
  show(result, () =>
    out(
      `${remote}: now served from ${values.url} as ${result.stable} (revision ${result.revision})`,
    ),
  );
}
