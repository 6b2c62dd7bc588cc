import { certificateRules } from '@gold/contracts';

/** The certificate file kinds the API accepts (spec section 5). */
export type FileKind = 'png' | 'jpeg' | 'pdf';

interface KindFacts {
  /** The magic number every file of this kind starts with. */
  signature: readonly number[];
  mimeType: string;
  /** Extension of the stored copy. */
  storedExtension: string;
}

export const fileKinds: Record<FileKind, KindFacts> = {
  png: {
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    mimeType: 'image/png',
    storedExtension: 'png',
  },
  jpeg: {
    signature: [0xff, 0xd8, 0xff],
    mimeType: 'image/jpeg',
    storedExtension: 'jpg',
  },
  pdf: {
    signature: [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
    mimeType: 'application/pdf',
    storedExtension: 'pdf',
  },
};

const kinds = Object.keys(fileKinds) as FileKind[];

/** How many leading bytes `detectFileKind` needs to decide. */
export const SIGNATURE_BYTES = Math.max(...kinds.map((kind) => fileKinds[kind].signature.length));

/** The kind the bytes really are, from their magic number, or null for anything else. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  return (
    kinds.find((kind) => fileKinds[kind].signature.every((byte, index) => head[index] === byte)) ??
    null
  );
}

/** The kind a file name claims by its extension (through the contracts' accepted types), or null. */
export function kindOfFileName(fileName: string): FileKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  const mimeTypes: Readonly<Record<string, string>> = certificateRules.mimeTypeOf;
  if (!Object.hasOwn(mimeTypes, extension)) return null;
  return kinds.find((kind) => fileKinds[kind].mimeType === mimeTypes[extension]) ?? null;
}
