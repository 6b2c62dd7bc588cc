/** The bytes a file of each kind a certificate may be starts with: the server judges it by them. */
export const certificateSignatures = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [...new TextEncoder().encode('%PDF-1.7\n')],
} as const satisfies Record<string, readonly number[]>;

/** A certificate kind the franchise form accepts. */
export type CertificateKind = keyof typeof certificateSignatures;

/**
 * `size` bytes that start as a file of `kind` does; the rest is `fill`, one byte repeated or a
 * byte from a (seeded) random generator each.
 */
export function certificateBytes(
  kind: CertificateKind,
  size: number,
  fill: number | (() => number) = 0x20,
): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  if (typeof fill === 'number') bytes.fill(fill);
  else for (let i = 0; i < size; i += 1) bytes[i] = Math.floor(fill() * 256);
  bytes.set(certificateSignatures[kind]);
  return bytes;
}
