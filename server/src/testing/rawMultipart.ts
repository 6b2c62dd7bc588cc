// multipart/form-data bodies written byte for byte, for tests that send what no encoder would:
// bare line breaks or bytes that are not UTF-8 in part headers, parts without a disposition.

export const RAW_BOUNDARY = 'goldRawBoundary7MA4YWxkTrZu0gW';

/** One part: its header block as sent after the boundary (line break included), and its body. */
export interface RawPart {
  head: string | Uint8Array;
  body: string | Uint8Array;
}

/** The usual header block of a part: a line break after the boundary, then the header lines. */
export const headerLines = (...lines: string[]): string => `\r\n${lines.join('\r\n')}`;

/** The header block of a text field. */
export const fieldHead = (name: string): string =>
  headerLines(`Content-Disposition: form-data; name="${name}"`);

/** The header block of a file, its name written as it is (the quotes, too). */
export const fileHead = (name: string, fileName: string, type = 'image/png'): string =>
  headerLines(
    `Content-Disposition: form-data; name="${name}"; filename="${fileName}"`,
    `Content-Type: ${type}`,
  );

/** The body, UTF-8 where a string is given, and its Content-Type. */
export function rawMultipart(
  parts: readonly RawPart[],
  boundary = RAW_BOUNDARY,
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const { head, body } of parts) {
    chunks.push(Buffer.from(`--${boundary}`), Buffer.from(head), Buffer.from('\r\n\r\n'));
    chunks.push(Buffer.from(body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
