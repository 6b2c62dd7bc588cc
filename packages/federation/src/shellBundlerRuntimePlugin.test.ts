import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EsmFederationRuntimePlugin } from './esmFederationRuntimePlugin';
import { SHELL_BUNDLER_RUNTIME, ShellBundlerRuntimePlugin } from './shellBundlerRuntimePlugin';
import { buildMiniRemote, type MiniRemoteBuild } from './testing/buildMiniRemote';

let dir: string;
let own: MiniRemoteBuild;
let fromShell: MiniRemoteBuild;

const release = new rspack.DefinePlugin({ __GOLD_FEDERATION_RELEASE__: JSON.stringify('9.9.9') });
const bundled = (build: MiniRemoteBuild, file: RegExp) =>
  build.modules.some((path) => file.test(path));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shell-bundler-runtime-'));
  own = await buildMiniRemote(dir, 'own', [new EsmFederationRuntimePlugin(), release]);
  fromShell = await buildMiniRemote(dir, 'fromShell', [
    new EsmFederationRuntimePlugin(),
    new ShellBundlerRuntimePlugin(),
    release,
  ]);
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a remote entry with the shell's bundler runtime", () => {
  it('carries none of the bundler runtime but the container start, and the stand-in instead', () => {
    expect(bundled(own, /webpack-bundler-runtime[\\/]dist[\\/]consumes\.js$/)).toBe(true);
    for (const file of ['index', 'consumes', 'remotes', 'init', 'initializeSharing']) {
      expect(
        bundled(fromShell, new RegExp(`webpack-bundler-runtime[\\\\/]dist[\\\\/]${file}\\.js$`)),
      ).toBe(false);
    }
    expect(bundled(fromShell, /webpack-bundler-runtime[\\/]dist[\\/]initContainerEntry\.js$/)).toBe(
      true,
    );
    expect(fromShell.modules).toContain(SHELL_BUNDLER_RUNTIME);
  });

  it("leaves out the federation runtime's functions and error texts that it does not call", () => {
    // One of the texts `loadRemote` and its kin assert with; the bundler runtime calls only `init`.
    const errorText = 'Please call createInstance first.';
    expect(own.entryCode).toContain(errorText);
    expect(fromShell.entryCode).not.toContain(errorText);
  });

  it('is at least 3.5 KB gzip smaller', () => {
    expect(own.entryGzip - fromShell.entryGzip).toBeGreaterThan(3_500);
  });
});
