import { randomInt } from 'node:crypto';
import {
  brotliDecompressSync,
  constants,
  crc32,
  createBrotliCompress,
  createDeflateRaw,
  gunzipSync,
} from 'node:zlib';
import type { Transform } from 'node:stream';

import type { MadeEncoding as SplicedEncoding } from '../../platform/http/acceptedEncoding';

/**
 * Bytes that no UTF-8 text of ours holds (control characters, and bytes UTF-8 never uses): what
 * the encoder is given in place of a slot, so that nothing after it can be compressed as a copy
 * of what the slot will hold.
 */
const FOREIGN_BYTES = [
  ...Array.from({ length: 8 }, (_, index) => 0x01 + index),
  0x0b,
  0x0c,
  ...Array.from({ length: 18 }, (_, index) => 0x0e + index),
  0x7f,
  0xc0,
  0xc1,
  ...Array.from({ length: 11 }, (_, index) => 0xf5 + index),
];

/**
 * How many of the next part's bytes follow a slot's value in its stored block, tried in turn for
 * brotli: brotli reads a character by the two before it, so those must be the same for encoder
 * and decoder; deflate needs none.
 */
const BROTLI_TAILS = [2, 5, 9];

/** One compressed form: the parts' compressed bytes (after the first, without their first `tail`); the last ends the stream. */
interface Form {
  tail: number;
  chunks: Buffer[];
}

type Forms = Partial<Record<SplicedEncoding, Form>>;

/** The most a stored block of deflate holds. */
const MAX_STORED = 0xffff;

/**
 * A text of fixed parts with slots of fixed byte widths between them (a page with this request's
 * tokens in it), compressed once with brotli (quality 11) and gzip (level 9) and sent with each
 * request's values in the slots, copied into the stream as they are (RFC 7932's uncompressed
 * meta-blocks, RFC 1951's stored blocks). One encoder reads the parts in order with a flush at
 * each slot, so the parts are compressed as one text: no bytes are lost to the splitting beyond
 * a few per slot.
 */
export class SplicedText {
  private constructor(
    private readonly parts: readonly Buffer[],
    private readonly widths: readonly number[],
    private readonly forms: Forms,
  ) {}

  /**
   * `parts` with a slot of `widths[i]` bytes after `parts[i]`. A form is kept only where its
   * splicing reads back as the text it stands for: an encoder may copy bytes around a slot in a
   * way the splice undoes (brotli's last distances), and whether it did does not depend on the
   * values. Without a form, the text is compressed as any other answer.
   */
  static async make(parts: readonly string[], widths: readonly number[]): Promise<SplicedText> {
    if (parts.length !== widths.length + 1) throw new Error('a slot goes between two parts');
    const bytes = parts.map((part) => Buffer.from(part));
    const text = new SplicedText(bytes, widths, {});
    const attempt = async (encoding: SplicedEncoding, tail: number) => {
      const stand = standIns(bytes, widths, tail);
      const fits =
        bytes.slice(1).every((part) => part.length >= tail) &&
        widths.every((width) => width > 0 && width + tail <= MAX_STORED);
      if (!stand || !fits) return undefined;
      const form =
        encoding === 'br'
          ? await compressed(brotliEncoder(), bytes, stand, constants.BROTLI_OPERATION_FLUSH, tail)
          : await compressed(gzipEncoder(), bytes, stand, constants.Z_SYNC_FLUSH, tail);
      return text.readsBack({ [encoding]: form }, encoding) ? form : undefined;
    };
    const brotli = async () => {
      for (const tail of BROTLI_TAILS) {
        const form = await attempt('br', tail);
        if (form) return form;
      }
      return undefined;
    };
    const [br, gzip] = await Promise.all([brotli(), attempt('gzip', 0)]);
    return new SplicedText(bytes, widths, { ...(br && { br }), ...(gzip && { gzip }) });
  }

  /** The encodings this text has ready. */
  encodings(): SplicedEncoding[] {
    return (Object.keys(this.forms) as SplicedEncoding[]).filter((name) => this.forms[name]);
  }

  /** Bytes held: the text and its compressed forms. */
  heldBytes(): number {
    const sum = (buffers: readonly Buffer[]) =>
      buffers.reduce((total, buffer) => total + buffer.length, 0);
    return sum(this.parts) + sum(this.forms.br?.chunks ?? []) + sum(this.forms.gzip?.chunks ?? []);
  }

  /**
   * The text with `values` in its slots, in `encoding` (as it is without one), or undefined
   * where a value is not of its slot's width or the encoding is not ready.
   */
  withValues(values: readonly string[], encoding?: SplicedEncoding): Buffer | undefined {
    return this.filled(this.forms, values, encoding);
  }

  private filled(
    forms: Forms,
    values: readonly string[],
    encoding?: SplicedEncoding,
  ): Buffer | undefined {
    const slots = values.map((value) => Buffer.from(value));
    if (
      slots.length !== this.widths.length ||
      slots.some((slot, index) => slot.length !== this.widths[index])
    )
      return undefined;
    if (!encoding)
      return Buffer.concat(
        this.parts.flatMap((part, index) => {
          const slot = slots[index];
          return slot ? [part, slot] : [part];
        }),
      );
    const form = forms[encoding];
    if (!form) return undefined;
    const pieces: Buffer[] = [encoding === 'gzip' ? GZIP_HEADER : Buffer.alloc(0)];
    form.chunks.forEach((chunk, index) => {
      pieces.push(chunk);
      const slot = slots[index];
      const next = this.parts[index + 1];
      if (!slot || !next) return;
      const stored = Buffer.concat([slot, next.subarray(0, form.tail)]);
      pieces.push(
        encoding === 'br' ? brotliStoredBlock(stored) : deflateStoredBlock(stored),
        stored,
      );
    });
    if (encoding === 'gzip') pieces.push(gzipTrailer(this.parts, slots));
    return Buffer.concat(pieces);
  }

  /** Whether `encoding` of `forms` reads back as the text for two sets of values of no byte in common. */
  private readsBack(forms: Forms, encoding: SplicedEncoding) {
    return ['a', 'b'].every((letter) => {
      const values = this.widths.map((width) => letter.repeat(width));
      const sent = this.filled(forms, values, encoding);
      const plain = this.filled(forms, values);
      if (!sent || !plain) return false;
      try {
        const read = encoding === 'br' ? brotliDecompressSync(sent) : gunzipSync(sent);
        return read.equals(plain);
      } catch {
        return false;
      }
    });
  }
}

const brotliEncoder = () =>
  createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

const gzipEncoder = () => createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });

/**
 * Per slot, bytes of its width that the text does not hold and in which no three bytes repeat
 * (no encoder finds a copy in them), each followed by the next part's first `tail` bytes;
 * undefined where the text holds too many of {@link FOREIGN_BYTES}.
 */
function standIns(
  parts: readonly Buffer[],
  widths: readonly number[],
  tail: number,
): Buffer[] | undefined {
  const held = new Set<number>();
  for (const part of parts) for (const byte of part) held.add(byte);
  const alphabet = FOREIGN_BYTES.filter((byte) => !held.has(byte));
  if (alphabet.length < 16) return undefined;
  const seen = new Set<number>();
  const out: number[] = [];
  const total = widths.reduce((sum, width) => sum + width, 0);
  for (let index = 0; index < total; index += 1) {
    const start = randomInt(alphabet.length);
    const context = index >= 2 ? ((out[index - 2] ?? 0) << 8) | (out[index - 1] ?? 0) : -1;
    let chosen: number | undefined;
    for (let step = 0; step < alphabet.length && chosen === undefined; step += 1) {
      const candidate = alphabet[(start + step) % alphabet.length] ?? 0;
      if (context < 0 || !seen.has((context << 8) | candidate)) chosen = candidate;
    }
    if (chosen === undefined) return undefined;
    if (context >= 0) seen.add((context << 8) | chosen);
    out.push(chosen);
  }
  let offset = 0;
  return widths.map((width, index) => {
    const bytes = Buffer.from(out.slice(offset, offset + width));
    offset += width;
    return Buffer.concat([bytes, (parts[index + 1] ?? Buffer.alloc(0)).subarray(0, tail)]);
  });
}

/** What `encoder` makes of the parts with the stand-ins between them, the stand-ins' bytes dropped. */
async function compressed(
  encoder: Transform & { flush(kind: number, callback: () => void): void },
  parts: readonly Buffer[],
  standingIn: readonly Buffer[],
  flushKind: number,
  tail: number,
): Promise<Form> {
  let chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
  const flushed = () =>
    new Promise<Buffer>((resolve) =>
      encoder.flush(flushKind, () => {
        resolve(Buffer.concat(chunks));
        chunks = [];
      }),
    );
  const ended = new Promise<Buffer>((resolve, reject) => {
    encoder.on('end', () => resolve(Buffer.concat(chunks)));
    encoder.on('error', reject);
  });
  const out: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    encoder.write(index === 0 ? part : part.subarray(tail));
    const standIn = standingIn[index];
    if (!standIn) break;
    out.push(await flushed());
    encoder.write(standIn);
    await flushed();
  }
  encoder.end();
  const end = await ended;
  return { tail, chunks: [...out, end] };
}

/** RFC 7932 9.2: a meta-block, not the last, of `bytes` stored as they are. */
function brotliStoredBlock(bytes: Buffer): Buffer {
  const lengthLess = bytes.length - 1;
  const nibbles = lengthLess < 1 << 16 ? 4 : lengthLess < 1 << 20 ? 5 : 6;
  // ISLAST 0, MNIBBLES, MLEN - 1, ISUNCOMPRESSED 1, then zero bits to the byte's end.
  const bits =
    (BigInt(nibbles - 4) << 1n) | (BigInt(lengthLess) << 3n) | (1n << BigInt(3 + 4 * nibbles));
  const header = Buffer.alloc(Math.ceil((4 + 4 * nibbles) / 8));
  for (let index = 0; index < header.length; index += 1)
    header[index] = Number((bits >> BigInt(8 * index)) & 0xffn);
  return header;
}

/** RFC 1951 3.2.4: a block, not the last, of `bytes` stored, at a byte boundary. */
function deflateStoredBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return header;
}

/** RFC 1952: no name, no time, from Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

function gzipTrailer(parts: readonly Buffer[], slots: readonly Buffer[]): Buffer {
  let crc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    crc = crc32(part, crc);
    length += part.length;
    const slot = slots[index];
    if (slot) {
      crc = crc32(slot, crc);
      length += slot.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return trailer;
}
