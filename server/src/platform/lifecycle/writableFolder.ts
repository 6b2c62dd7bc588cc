import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** What the probe writes: more than a page of the disk, as a certificate or a release file needs. */
const PROBE_BYTES = 64 * 1024;

/**
 * Resolves once `folder` took a file of {@link PROBE_BYTES}, written through to the disk and
 * removed again: a folder removed is made anew (so a vanished uploads folder heals), and one on a
 * full or read-only disk rejects with the system's error.
 */
export async function probeWritable(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, `.ready-probe-${process.pid}`);
  const handle = await open(path, 'w', 0o600);
  try {
    await handle.write(Buffer.alloc(PROBE_BYTES));
    await handle.sync();
  } finally {
    await handle.close();
    await rm(path, { force: true });
  }
}
