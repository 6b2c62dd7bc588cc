import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small disk of its own (a tmpfs), holding one instance's DATA_DIR, for its faults. */
export interface SmallDisk {
  /** The DATA_DIR to give the instance: a folder on the disk, so that it can be removed whole. */
  dataDir: string;
  /** Fills the disk to its last byte with one file. */
  fill(): void;
  /** Turns the disk read-only, as the kernel does after an I/O error. */
  makeReadOnly(): void;
  /** Removes DATA_DIR and everything in it. */
  removeDataDir(): void;
  /** Undoes fill and makeReadOnly: writable, with the filling file gone. */
  heal(): void;
  unmount(): void;
}

/** Mounting needs root (CAP_SYS_ADMIN): elsewhere the drills cannot run. */
export const canMount = process.getuid?.() === 0;

/** Mounts a tmpfs of `megabytes` MB on a new temp folder. */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const mountPoint = mkdtempSync(join(tmpdir(), 'gold-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', mountPoint]);
  const dataDir = join(mountPoint, 'data');
  mkdirSync(dataDir);
  const filler = join(mountPoint, 'filler');
  const remount = (mode: 'ro' | 'rw') =>
    execFileSync('mount', ['-o', `remount,${mode}`, mountPoint]);
  return {
    dataDir,
    fill() {
      // cat stops at the first write the disk refuses (ENOSPC): the disk is full then.
      const cat = spawnSync('sh', ['-c', `cat /dev/zero > "${filler}"`], { encoding: 'utf8' });
      if (!/No space left/.test(cat.stderr))
        throw new Error(`the disk did not fill: ${cat.stderr}`);
    },
    makeReadOnly: () => remount('ro'),
    removeDataDir: () => rmSync(dataDir, { recursive: true, force: true }),
    heal() {
      remount('rw');
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync('umount', ['--lazy', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}
