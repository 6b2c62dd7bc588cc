import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellDistIn } from '../site/webRoutes';
import { shellTemplate } from './shellTemplate';

/** A temporary web root as the server reads one, with a stand-in for the shell's build. */
export interface StandInWebRoot {
  /** The folder to give the app as `webRoot`. */
  webRoot: string;
  /** Its `shell/dist`: the shell's template and an empty federation manifest. */
  shellDist: string;
  remove(): Promise<void>;
}

/** Makes a web root whose shell build is a template and a manifest: no build of the apps needed. */
export async function standInWebRoot(): Promise<StandInWebRoot> {
  const webRoot = await mkdtemp(join(tmpdir(), 'gold-web-'));
  const shellDist = shellDistIn(webRoot);
  await mkdir(shellDist, { recursive: true });
  await writeFile(join(shellDist, 'index.html'), shellTemplate());
  await writeFile(join(shellDist, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  return { webRoot, shellDist, remove: () => rm(webRoot, { recursive: true, force: true }) };
}
