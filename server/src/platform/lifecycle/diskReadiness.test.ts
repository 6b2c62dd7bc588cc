import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../database';
import { migrations } from '../database/migrations';
import { DrainState } from './drainState';
import { Readiness } from './readiness';
import { probeWritable } from './writableFolder';

const newest = Math.max(...migrations.map((migration) => migration.version));
const db = { query: async () => [{ version: newest }] } as unknown as Queryable;

/** Readiness of an instance writing to `folders`, checked afresh at each call, and what it logged. */
function readinessOf(folders: string[]) {
  const log = { error: vi.fn(), info: vi.fn() };
  let now = 0;
  const readiness = new Readiness({
    db,
    drain: new DrainState(),
    registryLoaded: () => Promise.resolve(),
    writableFolders: folders,
    log,
    timeoutMs: 2000,
    now: () => (now += 5000),
  });
  return { check: () => readiness.check(), log };
}

const notWritable = { ready: false, reason: 'data directory not writable' };

describe('readiness, on the folders requests write to', () => {
  it('is ready while they take a file, and makes a removed one anew (a vanished uploads folder heals)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gold-disk-'));
    const uploads = join(root, 'uploads');
    const { check } = readinessOf([uploads]);
    expect(await check()).toEqual({ ready: true });
    rmSync(root, { recursive: true });
    expect(await check()).toEqual({ ready: true });
    await expect(probeWritable(uploads)).resolves.toBeUndefined();
  });

  it('is not ready where a folder cannot be made (a file in its place), says so once, and again once healed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gold-disk-'));
    const uploads = join(root, 'uploads');
    writeFileSync(uploads, 'not a folder');
    const { check, log } = readinessOf([uploads]);
    expect(await check()).toEqual(notWritable);
    expect(await check()).toEqual(notWritable);
    expect(log.error).toHaveBeenCalledOnce();
    rmSync(uploads);
    mkdirSync(uploads);
    expect(await check()).toEqual({ ready: true });
    expect(log.info).toHaveBeenCalledWith(`readiness: ${uploads} is writable again`);
  });
});

// A real disk that fills up or turns read-only: a tmpfs of 1 MB, where this machine lets the
// tests mount one (root); skipped, and shown as skipped, elsewhere.
const mountPoint = mkdtempSync(join(tmpdir(), 'gold-tmpfs-'));
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!mounted)('readiness, on a disk that fills up or turns read-only', () => {
  const folder = join(mountPoint, 'uploads');
  beforeAll(() => mkdirSync(folder));
  afterAll(() => execFileSync('umount', [mountPoint]));

  it('is not ready while the disk is full, and ready again once space is freed', async () => {
    const { check } = readinessOf([folder]);
    expect(await check()).toEqual({ ready: true });
    const filler = join(mountPoint, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(1024 * 1024));
    } catch {
      // Full: what the disk took stays.
    }
    expect(await check()).toEqual(notWritable);
    rmSync(filler);
    expect(await check()).toEqual({ ready: true });
  });

  it('is not ready while the disk is read-only, and ready again once it is writable', async () => {
    const { check } = readinessOf([folder]);
    execFileSync('mount', ['-o', 'remount,ro', mountPoint]);
    try {
      expect(await check()).toEqual(notWritable);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mountPoint]);
    }
    expect(await check()).toEqual({ ready: true });
  });
});
