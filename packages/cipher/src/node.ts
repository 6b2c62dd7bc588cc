import { createCipheriv, createDecipheriv } from 'node:crypto';

// The server's copy of the envelope cipher uses Node's OpenSSL (many times faster than crypto-js);
// cipher.test.ts proves both produce the same bytes.

function algorithm(key: Buffer): string {
  return `aes-${key.length * 8}-ecb`;
}

/** Encrypts a JSON-serialisable payload exactly as the browser client does. */
export function encryptPayload(payload: unknown, key: string): string {
  return encryptText(JSON.stringify(payload), key);
}

/** Base64 cipher text of any text (as UTF-8) or bytes: what the tests send that pages never do. */
export function encryptText(text: string | Uint8Array, key: string): string {
  const keyBytes = Buffer.from(key, 'utf8');
  const cipher = createCipheriv(algorithm(keyBytes), keyBytes, null);
  return Buffer.concat([cipher.update(Buffer.from(text)), cipher.final()]).toString('base64');
}

/** Decrypts Base64 cipher text to the parsed JSON value; throws on bad text, key, UTF-8 or JSON. */
export function decryptPayload(cipherText: string, key: string): unknown {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText)) throw new Error('cipher text is not Base64');
  const keyBytes = Buffer.from(key, 'utf8');
  const decipher = createDecipheriv(algorithm(keyBytes), keyBytes, null);
  const bytes = Buffer.concat([decipher.update(cipherText, 'base64'), decipher.final()]);
  // Fatal: bytes that are not UTF-8 (such as a lone surrogate sent as ED A0 80) would otherwise
  // become U+FFFD without a word, and be stored so.
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}
