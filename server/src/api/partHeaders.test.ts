import { describe, expect, it } from 'vitest';
import {
  RAW_BOUNDARY,
  fieldHead,
  fileHead,
  headerLines,
  rawMultipart,
  type RawPart,
} from '../testing/rawMultipart';
import { PartHeaderScanner, boundaryOf } from './partHeaders';

/** The scanner's verdict on `body` when it arrives in chunks of `size` bytes. */
function scan(body: Buffer, size: number): string | null {
  const scanner = new PartHeaderScanner(RAW_BOUNDARY, 20);
  for (let at = 0; at < body.length; at += size) {
    const problem = scanner.push(body.subarray(at, at + size));
    if (problem) return problem;
  }
  return null;
}

const data: RawPart = { head: fieldHead('data'), body: 'c2VjcmV0' };
// Almost a delimiter: the scanner must not take it for one, in whatever chunks it comes.
const file = (head: string): RawPart => ({ head, body: `x\r\n--${RAW_BOUNDARY.slice(0, -1)}\r\n` });

describe('PartHeaderScanner', () => {
  const cases: [string, RawPart[], string | null][] = [
    ['a form as browsers send it', [data, file(fileHead('f', 'a "b".png'))], null],
    ['headers folded onto a second line', [data, file(`${fileHead('f', 'a.png')}\r\n\tx`)], null],
    [
      'a bare LF in a file name',
      [data, file(fileHead('f', 'a\nb.png'))],
      'a bare CR or LF in the content-disposition header of a part',
    ],
    [
      'a bare CR in a field name',
      [{ ...data, head: fieldHead('da\rta') }],
      'a bare CR or LF in the content-disposition header of a part',
    ],
    [
      'no disposition',
      [data, file(headerLines('Content-Type: image/png'))],
      'a part without "Content-Disposition: form-data"',
    ],
    [
      'no headers at all',
      [data, { head: '', body: 'x' }],
      'a part without "Content-Disposition: form-data"',
    ],
    [
      'blanks after a boundary',
      [{ ...data, head: ` ${fieldHead('data')}` }],
      'text after a boundary on its line',
    ],
    [
      'a disposition with a blank after the type',
      [{ head: headerLines('Content-Disposition: form-data '), body: '' }],
      'a part without "Content-Disposition: form-data"',
    ],
    [
      'filename*',
      [file(headerLines(`Content-Disposition: form-data; name="f"; filename*=utf-8''a%0A`))],
      'an extended parameter (such as filename*) in the Content-Disposition of a part',
    ],
    [
      'a line without a colon',
      [file(`${fileHead('f', 'a.png')}\r\nbogus`)],
      'a malformed part header line',
    ],
    [
      'more headers than the parser reads',
      [file(headerLines(...Array.from({ length: 21 }, (_, i) => `X-${i}: 1`)))],
      'more than 20 headers in a part',
    ],
    ['headers over 16 KiB', [file(fileHead('f', 'a'.repeat(17_000)))], 'part headers over 16 KiB'],
  ];

  it.each(cases)('%s', (_, parts, expected) => {
    const { body } = rawMultipart(parts);
    for (const size of [1, 2, 7, 64, body.length])
      expect(scan(body, size), `chunks of ${size}`).toBe(expected);
  });

  it('ignores a preamble and an epilogue', () => {
    const { body } = rawMultipart([data]);
    const framed = Buffer.concat([Buffer.from('preamble\n\r'), body, Buffer.from('\r\nbogus\n')]);
    expect(scan(framed, 3)).toBeNull();
  });
});

describe('boundaryOf', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; charset=utf-8; BOUNDARY="a b;c"', 'a b;c'],
    ['multipart/form-data', undefined],
  ])('%s', (contentType, boundary) => {
    expect(boundaryOf(contentType)).toBe(boundary);
  });
});
