import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../platform/database';
import { SHARED_DATABASE_GRACE_MS, removeUploadLeftovers } from './uploadLeftovers';

const recorded = 'a1b2c3d4-0000-4000-8000-000000000001.png';
const orphan = 'a1b2c3d4-0000-4000-8000-000000000002.pdf';
const temporary = '.a1b2c3d4-0000-4000-8000-000000000003.jpg.partial';

/** A database that knows one stored certificate. */
function databaseOf(engine: Database['engine']): Database {
  return {
    engine,
    query: async <T>() => [{ storedName: recorded }] as T[],
    exec: async () => {},
    transaction: () => Promise.reject(new Error('not used')),
    close: async () => {},
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

let uploadDir: string;
beforeEach(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'gold-uploads-'));
  for (const name of [recorded, orphan, temporary]) await writeFile(join(uploadDir, name), 'bytes');
});
afterEach(() => rm(uploadDir, { recursive: true, force: true }));

describe('removeUploadLeftovers', () => {
  it('removes temporary files and files without a row, and keeps every recorded file', async () => {
    const warnings: unknown[] = [];
    const removed = await removeUploadLeftovers(databaseOf('pglite'), uploadDir, {
      log: { warn: (details: unknown) => warnings.push(details) },
    });
    expect(removed).toEqual({ temporary: [temporary], orphaned: [orphan] });
    expect(await readdir(uploadDir)).toEqual([recorded]);
    expect(warnings).toEqual([removed]);
  });

  it('with a shared database, leaves recent files alone: another process may be writing them', async () => {
    const now = Date.now();
    const old = new Date(now - SHARED_DATABASE_GRACE_MS - 1000);
    await utimes(join(uploadDir, temporary), old, old);
    const removed = await removeUploadLeftovers(databaseOf('postgres'), uploadDir, { now });
    expect(removed).toEqual({ temporary: [temporary], orphaned: [] });
    expect((await readdir(uploadDir)).sort()).toEqual([orphan, recorded].sort());
  });

  it('does nothing when there is no uploads folder yet', async () => {
    const removed = await removeUploadLeftovers(databaseOf('pglite'), join(uploadDir, 'missing'));
    expect(removed).toEqual({ temporary: [], orphaned: [] });
  });
});
