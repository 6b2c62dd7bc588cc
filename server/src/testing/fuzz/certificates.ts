// Certificate files for the franchise form: the ones a visitor may send, and ones whose name,
// declared type, bytes or size the API must refuse.
import { certificateRules } from '@gold/contracts';
import { certificateSignatures } from '@gold/contracts/testing';
import * as fc from 'fast-check';
import { createHash } from 'node:crypto';

/** A file part as sent: its name as the header bytes carry it, declared type and bytes. */
export interface CertificateFile {
  /** The file name as written between the quotes of its Content-Disposition. */
  name: Buffer;
  type: string;
  bytes: Buffer;
}

/** What must be stored of a file the API accepts. */
export interface StoredCertificate {
  certificate_file_name: string;
  certificate_mime_type: string;
  certificate_size: number;
  certificate_sha256: string;
}

const latin1 = (text: string) => [...Buffer.from(text, 'latin1')];
const signatures = {
  ...certificateSignatures,
  html: latin1('<!DOCTYPE html><script>alert(1)</script>'),
  exe: latin1('MZ\x90\x00'),
  php: latin1('<?php system($_GET["c"]); ?>'),
  svg: latin1('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">'),
  gif: latin1('GIF89a'),
  zip: latin1('PK\x03\x04'),
};
type Content = keyof typeof signatures;
const accepted = {
  png: { extensions: ['png'], mimeType: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  pdf: { extensions: ['pdf'], mimeType: 'application/pdf' },
} as const;
type Kind = keyof typeof accepted;
const kinds = Object.keys(accepted) as Kind[];

/** `size` bytes starting with the signature of `content`, the rest one repeated byte. */
function fileBytes(content: Content, size: number, fill: number): Buffer {
  const bytes = Buffer.alloc(size, fill);
  bytes.set(signatures[content]);
  return bytes;
}

/**
 * What a visitor's file may be called: any text but quotes, slashes and control characters (and
 * colons, lest a line break put into a name make the rest of it look like a header of its own).
 */
const baseName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .filter((name) => !/["\\/:\uFFFD]|\p{Cc}/u.test(name) && name !== '.' && name !== '..');

/** Browsers send a path before the name sometimes; the parser keeps the last segment only. */
const folder = fc.constantFrom('', '', '', 'C:\\fakepath\\', '../../', '/tmp/scan/');

/** Upper or lower case, as a file system may have it. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));

const { minBytes, maxBytes } = certificateRules;
const validSize = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: minBytes, max: minBytes + 30_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(minBytes, maxBytes) },
);

/** A file the API must accept, and what it must store of it. */
export const validCertificate: fc.Arbitrary<{ file: CertificateFile; stored: StoredCertificate }> =
  fc
    .record({
      kind: fc.constantFrom(...kinds),
      base: baseName,
      folder,
      size: validSize,
      fill: fc.integer({ min: 0, max: 255 }),
      octetStream: fc.boolean(),
    })
    .chain(({ kind, ...rest }) =>
      fc
        .record({
          extension: fc.constantFrom(...accepted[kind].extensions).chain(anyCase),
          type: anyCase(accepted[kind].mimeType),
        })
        .map((named) => ({ kind, ...rest, ...named })),
    )
    .map(({ kind, base, folder: path, size, fill, octetStream, extension, type }) => {
      const bytes = fileBytes(kind, size, fill);
      const name = `${base}.${extension}`;
      return {
        file: {
          name: Buffer.from(`${path}${name}`),
          type: octetStream ? 'application/octet-stream' : type,
          bytes,
        },
        stored: {
          certificate_file_name: name,
          certificate_mime_type: accepted[kind].mimeType,
          certificate_size: size,
          certificate_sha256: createHash('sha256').update(bytes).digest('hex'),
        },
      };
    });

/** A valid file changed in one way the API refuses, with what the change is. */
export const refusedCertificate: fc.Arbitrary<{ category: string; file: CertificateFile }> =
  validCertificate.chain(({ file, stored }) => {
    const named = (name: string) => Buffer.from(name);
    const kind = kinds.find((k) => accepted[k].mimeType === stored.certificate_mime_type) ?? 'png';
    const change = (category: string, changed: Partial<CertificateFile>) => ({
      category,
      file: { ...file, ...changed },
    });
    const spoofed = fc
      .tuple(
        fc
          .constantFrom(...(Object.keys(signatures) as Content[]))
          .filter((content) => content !== kind),
        fc.integer({ min: 0, max: 255 }),
      )
      .map(([content, fill]) =>
        change('spoofed file types', { bytes: fileBytes(content, file.bytes.length, fill) }),
      );
    const declared = fc
      .constantFrom(
        'text/html',
        'image/svg+xml',
        'application/x-msdownload',
        'image/gif',
        'text/plain',
        ...kinds.map((k) => accepted[k].mimeType),
      )
      .filter((type) => type !== accepted[kind].mimeType)
      .map((type) => change('declared type not the extension’s', { type }));
    const extension = fc
      .constantFrom('exe', 'php', 'svg', 'html', 'gif', 'png.exe', 'pdf.', 'jpg ', '')
      .map((bad) =>
        change('extension not accepted', {
          name: named(`certificate${bad === '' ? '' : `.${bad}`}`),
        }),
      );
    const tooSmall = fc
      .integer({ min: 1, max: minBytes - 1 })
      .map((size) => change('file too small', { bytes: file.bytes.subarray(0, size) }));
    const tooLarge = fc
      .integer({ min: 1, max: 100_000 })
      .map((over) => change('file too large', { bytes: fileBytes(kind, maxBytes + over, 0x20) }));
    const hostileName = fc
      .tuple(
        fc.constantFrom<number[]>(
          [0x00],
          [0xed, 0xa0, 0x80],
          [0xed, 0xbf, 0xbf],
          [0xff],
          [0xef, 0xbf, 0xbd],
          [0x0a],
          [0x0d],
          [0x0d, 0x0a],
        ),
        fc.nat(),
      )
      .map(([bytes, at]) => {
        // In the last segment: the parser drops the folders before it, and what is in them.
        const start = Math.max(file.name.lastIndexOf('/'), file.name.lastIndexOf('\\')) + 1;
        const index = start + (at % (file.name.length - start + 1));
        const name = Buffer.concat([
          file.name.subarray(0, index),
          Buffer.from(bytes),
          file.name.subarray(index),
        ]);
        return change('hostile file names', { name });
      });
    return fc.oneof(
      ...[spoofed, declared, extension, tooSmall, hostileName].map((arbitrary) => ({
        weight: 6,
        arbitrary,
      })),
      // Rare: each is over 5 MB to send.
      { weight: 1, arbitrary: tooLarge },
    );
  });

/** The header block of a certificate part (file name bytes as they are). */
export function certificateHead(file: CertificateFile, field = 'professionalCertificate'): Buffer {
  return Buffer.concat([
    Buffer.from(`\r\nContent-Disposition: form-data; name="${field}"; filename="`),
    file.name,
    Buffer.from(`"\r\nContent-Type: ${file.type}`),
  ]);
}
