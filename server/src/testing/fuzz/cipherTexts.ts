// The `data` of a request made from a payload's JSON text: encrypted as the pages do, or broken
// at one level of the envelope (the cipher text, the key, the bytes, the JSON inside).
import * as fc from 'fast-check';
import { encryptText } from '@gold/cipher/node';

/** `data`, and what is wrong with it ('encrypted' when nothing is). */
export interface CipherText {
  category: string;
  data: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const unpadded = (base64: string) => base64.replace(/=+$/, '');

/** Whether `text` parses as JSON. */
export const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Cipher text that cannot be decrypted: not Base64, not whole blocks, or blocks of noise. */
function badCipherText(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 300 }).filter((text) => !BASE64.test(text)),
    fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .filter((bytes) => bytes.length % 16 !== 0)
      .map((bytes) => Buffer.from(bytes).toString('base64')),
    // Noise that happens to end in valid padding and decrypt to JSON is too unlikely to matter.
    fc
      .uint8Array({ minLength: 16, maxLength: 320 })
      .map((bytes) =>
        Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 16))).toString('base64'),
      ),
    // Cut short, by one character of cipher text at least (decoders do without the '=' padding):
    // not whole blocks, or a block of JSON text (no control bytes) where the padding must be.
    fc.integer({ min: 1, max: unpadded(valid).length - 1 }).map((length) => valid.slice(0, length)),
    // Not 'A' or '=': Base64 decoders ignore such a tail, so the text would still say the same.
    fc.constantFrom(' ', '\n', '%00', '!', '.').map((tail) => `${valid}${tail}`),
    fc.constant(` ${valid}`),
  );
}

/** The `data` of a request whose payload is `json`; broken ones are all refused. */
export function cipherTexts(json: string, key: string): fc.Arbitrary<CipherText> {
  const valid = encryptText(json, key);
  const made = (category: string) => (data: string) => ({ category, data });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ category: 'encrypted', data: valid }) },
    badCipherText(valid).map(made('bad cipher text')),
    fc
      .string({ unit: 'binary-ascii', minLength: 16, maxLength: 16 })
      .chain((start) => fc.constantFrom(start, `${start}12345678`, `${start}${start}`))
      .filter((other) => other !== key)
      .map((other) => encryptText(json, other))
      .map(made('wrong key')),
    fc
      .oneof(
        fc.integer({ min: 0, max: json.length - 1 }).map((length) => json.slice(0, length)),
        fc.constant(`${json},`),
        fc.constant(json.replace(/"/g, "'")),
        fc.string({ maxLength: 200 }).filter((text) => !isJson(text)),
        fc.constantFrom('undefined', '', '{"a":1,}'),
      )
      .map((text) => encryptText(text, key))
      .map(made('bad JSON after decryption')),
    fc
      .oneof(
        fc.integer(),
        fc.string(),
        fc.constant(null),
        fc.boolean(),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
      )
      .map((value) => encryptText(JSON.stringify(value), key))
      .map(made('JSON that is not an object')),
    // A lone surrogate or a stray byte as raw bytes in the first string of the JSON.
    fc.constantFrom([0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xff], [0xc3]).map((bytes) => {
      const at = json.indexOf(':"') + 2;
      const plain = Buffer.concat([
        Buffer.from(json.slice(0, at)),
        Buffer.from(bytes),
        Buffer.from(json.slice(at)),
      ]);
      return { category: 'bytes that are not UTF-8', data: encryptText(plain, key) };
    }),
  );
}
