import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import mime from 'mime';
import { acceptedEncoding, type MadeEncoding } from '../platform/http/acceptedEncoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A file held in memory with the forms it is sent in. */
export interface HeldFile {
  body: Buffer;
  /** Brotli (quality 11) and gzip (level 9) forms, made once, where they are smaller. */
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

/** What is worth compressing: text. Images and fonts come compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;
/** Below this a compressed form saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

async function hold(path: string): Promise<HeldFile | undefined> {
  const body = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR')
      return undefined;
    throw error;
  });
  if (!body) return undefined;
  const type = mime.getType(extname(path)) ?? 'application/octet-stream';
  const file: HeldFile = {
    body,
    type:
      type.startsWith('text/') || type === 'application/javascript'
        ? `${type}; charset=utf-8`
        : type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
  if (body.length >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(type)) {
    // In the thread pool: the event loop keeps answering while a first request waits for them.
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(body, { level: 9 }),
    ]);
    if (br.length < body.length) file.br = br;
    if (gz.length < body.length) file.gzip = gz;
  }
  return file;
}

const sizeOf = (file: HeldFile | undefined) =>
  file ? file.body.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0) : 0;

/**
 * Files that never change (a published version's, under a content-hashed name) held in memory
 * with their compressed forms, made once instead of on every answer; the least recently asked
 * ones leave first beyond `maxBytes`. Once held, a file is served even while the disk fails.
 */
export class ImmutableFiles {
  private readonly held = new Map<string, Promise<HeldFile | undefined>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** `relative` under `root`, or undefined where there is none (or it would leave `root`). */
  async get(root: string, relative: string): Promise<HeldFile | undefined> {
    const path = resolve(root, relative);
    if (!path.startsWith(root.endsWith(sep) ? root : root + sep) || path.includes('\0'))
      return undefined;
    let file = this.held.get(path);
    if (file) {
      // Asked again: the most recent now.
      this.held.delete(path);
      this.held.set(path, file);
      return file;
    }
    file = hold(path);
    this.held.set(path, file);
    try {
      this.keep(path, await file);
    } catch (error) {
      this.held.delete(path);
      throw error;
    }
    return file;
  }

  /** Bytes held now, every form counted. */
  heldBytes(): number {
    return this.bytes;
  }

  private keep(path: string, file: HeldFile | undefined) {
    const size = sizeOf(file);
    // Nothing to hold, or more than a quarter of the room: read again each time it is asked.
    if (!file || size > this.maxBytes / 4) {
      this.held.delete(path);
      return;
    }
    this.sizes.set(path, size);
    this.bytes += size;
    for (const [oldest] of this.held) {
      if (this.bytes <= this.maxBytes) break;
      if (oldest === path) continue;
      this.held.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}

/** The form of `file` to send for an `Accept-Encoding`: brotli, then gzip, else as it is. */
export function chosenForm(
  file: HeldFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: MadeEncoding } {
  const ready = (['br', 'gzip'] as const).filter((name) => file[name]);
  const encoding = acceptedEncoding(acceptEncoding, ready);
  const body = encoding && file[encoding];
  return body ? { body, encoding } : { body: file.body };
}
